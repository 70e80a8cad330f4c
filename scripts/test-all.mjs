#!/usr/bin/env node
// The one command that runs every check (README: `npm test`). Stages run in order; a failed stage does not
// stop the later ones unless they need its output. Ends with one line: `N passed, N failed`.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const reports = path.join(root, '.reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const only = process.argv.slice(2); // e.g. `npm test -- unit e2e`
// The project brings its own Node (the `node` package in devDependencies): say which one runs the checks.
console.log(`Node ${process.version} (${process.execPath})`);
const results = [];

function run(cmd, args, env = {}) {
  const started = Date.now();
  const r = spawnSync(cmd, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, FORCE_COLOR: '0', ...env },
  });
  return { ok: r.status === 0, seconds: Math.round((Date.now() - started) / 1000) };
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(path.join(reports, file), 'utf8'));
  } catch {
    return null;
  }
}

/** A stage that is one check (typecheck, lint): it counts as one passed or failed test. */
function check(name, cmd, args, env) {
  if (only.length && !only.includes(name)) return true;
  console.log(`\n=== ${name}: ${[cmd, ...args].join(' ')}`);
  const { ok, seconds } = run(cmd, args, env);
  results.push({ name, passed: ok ? 1 : 0, failed: ok ? 0 : 1, seconds });
  return ok;
}

/** A stage that runs a test runner writing a JSON report; counts come from the report. */
function suite(name, cmd, args, reportFile, count, env) {
  if (only.length && !only.includes(name)) return true;
  console.log(`\n=== ${name}: ${[cmd, ...args].join(' ')}`);
  const { ok, seconds } = run(cmd, args, env);
  const report = readJson(reportFile);
  let { passed, failed } = report ? count(report) : { passed: 0, failed: 0 };
  // A runner that failed without a report (crash, config error) still counts as a failure.
  if (!ok && failed === 0) failed = 1;
  if (ok && passed === 0) {
    console.error(`${name}: the runner exited 0 but ran no test`);
    failed += 1;
  }
  results.push({ name, passed, failed, seconds });
  return ok && failed === 0;
}

/**
 * Jest-format reports (Vitest and the Storybook runner): a file whose set-up failed reports its tests
 * as skipped, and a skipped test is not a passing one, so both count as failures here.
 */
const jestCount = (r) => {
  const failedFiles = (r.testResults ?? []).filter(
    (file) =>
      file.status === 'failed' && !(file.assertionResults ?? []).some((t) => t.status === 'failed'),
  ).length;
  const skipped = (r.numPendingTests ?? 0) + (r.numTodoTests ?? 0);
  if (skipped) console.error(`${skipped} tests were skipped or left as todo: they count as failed`);
  return { passed: r.numPassedTests ?? 0, failed: (r.numFailedTests ?? 0) + failedFiles + skipped };
};
const playwrightCount = (r) => ({
  passed: r.stats?.expected ?? 0,
  // retries are off, so a flaky test cannot hide; a skipped journey is not a passing one
  failed: (r.stats?.unexpected ?? 0) + (r.stats?.flaky ?? 0) + (r.stats?.skipped ?? 0),
});

const built = check('build', 'npx', ['turbo', 'run', 'build', '--output-logs=errors-only']);
check('typecheck', 'npx', ['turbo', 'run', 'typecheck', '--output-logs=errors-only']);
check('typecheck-tools', 'sh', ['-c', 'npx tsc -p scripts && npx tsc -p .storybook']);
check('lint', 'npx', ['eslint', '.', '--max-warnings', '0']);
check('format', 'npx', ['prettier', '--check', '.', '--log-level', 'warn']);
suite(
  'unit',
  'npx',
  [
    'vitest',
    'run',
    '--reporter=default',
    '--reporter=json',
    '--outputFile.json=.reports/vitest.json',
  ],
  'vitest.json',
  jestCount,
);
// The assistant's answer quality on the dev questions: exits 1 below recall@5 0.9 or 100% verified.
check('eval', 'npm', ['run', '--silent', 'eval:answers']);
if (built) {
  check('bundle-size', 'node', ['apps/web/scripts/bundle-size.mjs', '--skip-build']);
  suite(
    'storybook',
    'node',
    ['scripts/test-storybook.mjs', '--build'],
    'storybook.json',
    jestCount,
  );
  if (existsSync(path.join(root, 'apps/web/playwright.config.ts'))) {
    suite(
      'e2e',
      'npx',
      ['playwright', 'test', '-c', 'apps/web/playwright.config.ts'],
      'e2e.json',
      playwrightCount,
      {
        PLAYWRIGHT_JSON_OUTPUT_NAME: path.join(reports, 'e2e.json'),
      },
    );
  }
}

console.log('\nStage             passed  failed  seconds');
for (const r of results) {
  console.log(
    `${r.name.padEnd(16)} ${String(r.passed).padStart(7)} ${String(r.failed).padStart(7)} ${String(r.seconds).padStart(8)}`,
  );
}
const passed = results.reduce((n, r) => n + r.passed, 0);
const failed = results.reduce((n, r) => n + r.failed, 0);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed === 0 && results.length > 0 ? 0 : 1);
