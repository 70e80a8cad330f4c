#!/usr/bin/env node
// Publishes Storybook to Chromatic (`npm run chromatic`), but only where a project token is
// configured: without CHROMATIC_PROJECT_TOKEN there is nothing to publish to, so it says so and
// succeeds, keeping local runs and forks green. Extra arguments go to the chromatic CLI.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const require = createRequire(import.meta.url);

if (!process.env.CHROMATIC_PROJECT_TOKEN) {
  console.log(
    'Chromatic skipped: CHROMATIC_PROJECT_TOKEN is not set. Set it to the project token to publish ' +
      'Storybook for review; the local visual tests run with `npm run test-storybook`.',
  );
  process.exit(0);
}

const cli = path.join(path.dirname(require.resolve('chromatic/package.json')), 'dist/bin.cjs');
const child = spawn(
  process.execPath,
  [
    cli,
    '--build-script-name',
    'build-storybook',
    '--exit-zero-on-changes',
    ...process.argv.slice(2),
  ],
  // The CLI reads the token from the environment, which keeps it out of the process list.
  { cwd: root, stdio: 'inherit', env: process.env },
);
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
