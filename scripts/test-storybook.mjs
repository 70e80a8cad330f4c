#!/usr/bin/env node
// Storybook tests (`npm run test-storybook [-- --build] [-- <test-storybook/jest args>]`):
// builds Storybook when its static folder is missing or --build is given, serves the build on
// 127.0.0.1, runs every story's play function + axe + visual snapshot in Debian's Chromium, and
// exits with the runner's code. Jest's JSON report goes to .reports/storybook.json (written by
// .storybook/json-file-reporter.js; LEXIO_SB_REPORT overrides the path).
//
// Env: LEXIO_SB_PORT (default 6007), LEXIO_SB_DIR (default storybook-static) and LEXIO_SB_REPORT
// let two runs go side by side; CHROMIUM_PATH overrides /usr/bin/chromium.
//
// Always --ci (jest writes no new snapshot), so a story without a committed baseline fails, locally as
// in CI; only `-u` / `--updateSnapshot` writes baselines, new and changed.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const require = createRequire(import.meta.url);

const port = Number(process.env.LEXIO_SB_PORT ?? 6007);
const staticDir = path.resolve(root, process.env.LEXIO_SB_DIR ?? 'storybook-static');
const url = `http://127.0.0.1:${port}`;

const args = process.argv.slice(2);
const forceBuild = args.includes('--build');
const runnerArgs = args.filter((arg) => arg !== '--build');
const updating = runnerArgs.some(
  (arg) => arg === '-u' || arg === '--updateSnapshot' || arg.startsWith('--updateSnapshot='),
);

const bin = (pkg, file) => path.join(path.dirname(require.resolve(`${pkg}/package.json`)), file);

/** Runs a node script to completion and resolves with its exit code. */
function runNode(script, scriptArgs, env = {}) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [script, ...scriptArgs], {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, ...env },
    });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

async function waitForServer(deadline) {
  while (Date.now() < deadline) {
    try {
      const response = await fetch(`${url}/index.json`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`Storybook was not served on ${url} within 30 s`);
}

async function main() {
  if (forceBuild || !existsSync(path.join(staticDir, 'index.json'))) {
    const started = Date.now();
    console.log(`Building Storybook into ${path.relative(root, staticDir) || '.'} ...`);
    const code = await runNode(bin('storybook', 'dist/bin/dispatcher.js'), [
      'build',
      '--quiet',
      '--disable-telemetry',
      '-o',
      staticDir,
    ]);
    if (code !== 0) return code;
    console.log(`Storybook built in ${Math.round((Date.now() - started) / 1000)} s`);
  }

  const server = spawn(
    process.execPath,
    // http-server 14 uses a Node API deprecated since Node 14; the warning is noise here.
    [
      '--no-deprecation',
      bin('http-server', 'bin/http-server'),
      staticDir,
      '-a',
      '127.0.0.1',
      '-p',
      String(port),
      '-c-1',
      '--silent',
    ],
    { cwd: root, stdio: 'inherit' },
  );
  const stopServer = () => {
    if (server.exitCode === null && server.signalCode === null) server.kill('SIGTERM');
  };
  process.on('SIGINT', () => {
    stopServer();
    process.exit(130);
  });
  process.on('SIGTERM', () => {
    stopServer();
    process.exit(143);
  });

  try {
    await waitForServer(Date.now() + 30_000);
    const started = Date.now();
    const code = await runNode(
      bin('@storybook/test-runner', 'dist/test-storybook.js'),
      [
        '--url',
        url,
        // Test exactly the stories in this build (its index.json), not whatever is on disk now.
        '--index-json',
        ...(updating ? [] : ['--ci']),
        ...runnerArgs,
      ],
      { STORYBOOK_DISABLE_TELEMETRY: '1' },
    );
    console.log(`Storybook tests took ${Math.round((Date.now() - started) / 1000)} s`);
    return code;
  } finally {
    stopServer();
  }
}

process.exitCode = await main().catch((error) => {
  console.error(error);
  return 1;
});
