#!/usr/bin/env node
// The one command that runs every check (README: `npm test`). Stages run in order, those that need
// neither each other nor the whole machine two at a time (their output is printed as each ends); a
// failed stage does not stop the later ones unless they need its output. Ends with one line:
// `N passed, N failed`.
import { spawn } from 'node:child_process';
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

/**
 * Runs a command to its end. `quiet`: its output is kept and returned (a stage that runs beside
 * another prints it in one piece when it ends), else it goes straight to the terminal.
 */
function run(cmd, args, env = {}, quiet = false) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(cmd, args, {
      cwd: root,
      stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: { ...process.env, FORCE_COLOR: '0', ...env },
    });
    const output = [];
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    child.on('error', (error) => output.push(Buffer.from(`${error.message}\n`)));
    child.on('close', (code) =>
      resolve({
        ok: code === 0,
        seconds: Math.round((Date.now() - started) / 1000),
        output: Buffer.concat(output),
      }),
    );
  });
}

/** Runs stages (functions returning a promise) at most `limit` at a time; resolves with their results. */
async function together(limit, stages) {
  const results = new Array(stages.length);
  let next = 0;
  const lane = async () => {
    while (next < stages.length) {
      const i = next++;
      results[i] = await stages[i](true);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, stages.length) }, lane));
  return results;
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(path.join(reports, file), 'utf8'));
  } catch {
    return null;
  }
}

/** A stage that is one check (typecheck, lint): it counts as one passed or failed test. */
async function check(name, cmd, args, env, quiet = false) {
  if (only.length && !only.includes(name)) return true;
  const header = `\n=== ${name}: ${[cmd, ...args].join(' ')}`;
  if (!quiet) console.log(header);
  const { ok, seconds, output } = await run(cmd, args, env, quiet);
  if (quiet) process.stdout.write(`${header} (ended after ${seconds} s)\n${output}`);
  results.push({ name, passed: ok ? 1 : 0, failed: ok ? 0 : 1, seconds });
  return ok;
}

/** A stage that runs a test runner writing a JSON report; counts come from the report. */
async function suite(name, cmd, args, reportFile, count, env, quiet = false) {
  if (only.length && !only.includes(name)) return true;
  const header = `\n=== ${name}: ${[cmd, ...args].join(' ')}`;
  if (!quiet) console.log(header);
  const { ok, seconds, output } = await run(cmd, args, env, quiet);
  if (quiet) process.stdout.write(`${header} (ended after ${seconds} s)\n${output}`);
  const report = readJson(reportFile);
  let { passed, failed } = report ? count(report) : { passed: 0, failed: 0 };
  // A runner that failed without a report (crash, config error) still counts as a failure.
  if (!ok && failed === 0) failed = 1;
  if (ok && passed === 0) {
    console.error(`${name}: the runner exited 0 but ran no test`);
    failed += 1;
  }
  results.push({ name, passed, failed, seconds, failures: report ? failuresOf(report) : [] });
  return ok && failed === 0;
}

/**
 * The names of the failed tests of a report (Jest format or Playwright's), printed again under the
 * summary: a long run's log may be read from its end only.
 */
function failuresOf(report) {
  const rel = (file) => path.relative(root, file ?? '');
  if (Array.isArray(report.testResults)) {
    return report.testResults.flatMap((file) => {
      const failed = (file.assertionResults ?? []).filter((t) => t.status !== 'passed');
      if (failed.length)
        return failed.map(
          (t) =>
            `${rel(file.name)} › ${t.fullName ?? t.title}${t.status === 'failed' ? '' : ` (${t.status})`}`,
        );
      if (file.status === 'failed') {
        const why =
          String(file.message ?? '')
            .trim()
            .split('\n')[0] ?? '';
        return [`${rel(file.name)} (the file failed${why ? `: ${why.slice(0, 160)}` : ''})`];
      }
      return [];
    });
  }
  const out = [];
  const walk = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status === 'unexpected' || test.status === 'flaky')
          out.push(`${spec.file ?? suite.file} › ${[...titles, spec.title].join(' › ')}`);
      }
    }
    for (const child of suite.suites ?? [])
      walk(child, child.title && !child.title.endsWith('.ts') ? [...titles, child.title] : titles);
  };
  for (const suite of report.suites ?? []) walk(suite, []);
  return out;
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

const started = Date.now();
const built = await check('build', 'npx', ['turbo', 'run', 'build', '--output-logs=errors-only']);
// Static checks, two at a time (the machines have two cores; each is one single-threaded process).
await together(2, [
  (quiet) =>
    check(
      'typecheck',
      'npx',
      ['turbo', 'run', 'typecheck', '--output-logs=errors-only'],
      {},
      quiet,
    ),
  (quiet) =>
    check(
      'typecheck-tools',
      'sh',
      ['-c', 'npx tsc -p scripts && npx tsc -p .storybook'],
      {},
      quiet,
    ),
  (quiet) => check('lint', 'npx', ['eslint', '.', '--max-warnings', '0'], {}, quiet),
  (quiet) => check('format', 'npx', ['prettier', '--check', '.', '--log-level', 'warn'], {}, quiet),
]);
// Vitest spreads its files over its own workers (tools/vitest-project.ts): alone.
await suite(
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
await together(2, [
  // The assistant's answer quality on the dev questions: exits 1 below recall@5 0.9 or 100% verified.
  (quiet) => check('eval', 'npm', ['run', '--silent', 'eval:answers'], {}, quiet),
  ...(built
    ? [
        (quiet) =>
          check(
            'bundle-size',
            'node',
            ['apps/web/scripts/bundle-size.mjs', '--skip-build'],
            {},
            quiet,
          ),
        (quiet) =>
          suite(
            'storybook',
            'node',
            ['scripts/test-storybook.mjs', '--build'],
            'storybook.json',
            jestCount,
            {},
            quiet,
          ),
      ]
    : []),
]);
// The journeys time what a user waits for: alone on the machine.
if (built && existsSync(path.join(root, 'apps/web/playwright.config.ts'))) {
  await suite(
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

console.log('\nStage             passed  failed  seconds');
for (const r of results) {
  console.log(
    `${r.name.padEnd(16)} ${String(r.passed).padStart(7)} ${String(r.failed).padStart(7)} ${String(r.seconds).padStart(8)}`,
  );
}
const passed = results.reduce((n, r) => n + r.passed, 0);
const failed = results.reduce((n, r) => n + r.failed, 0);
console.log(
  `${'all'.padEnd(16)} ${' '.repeat(15)} ${String(Math.round((Date.now() - started) / 1000)).padStart(8)}`,
);
const failures = results.flatMap((r) => (r.failures ?? []).map((f) => `  ${r.name}: ${f}`));
if (failures.length) console.log(`\nFailed tests:\n${failures.join('\n')}`);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed === 0 && results.length > 0 ? 0 : 1);
