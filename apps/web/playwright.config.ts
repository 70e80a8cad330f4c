import { defineConfig, devices } from '@playwright/test';

// Journeys against the real stack: cognito-local, the Fastify server on a fresh PGlite database, and the
// built web app, all started by scripts/start.mjs on loopback ports of their own.
const webPort = Number(process.env.E2E_WEB_PORT ?? 4317);
const apiPort = Number(process.env.E2E_API_PORT ?? 4318);
const identityPort = Number(process.env.E2E_IDENTITY_PORT ?? 4319);
// The journeys call the API directly for set-up and checks (e2e/support.ts reads these).
process.env.E2E_API_URL = `http://127.0.0.1:${apiPort}`;
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export default defineConfig({
  testDir: './e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list'], ['json']] : [['list'], ['json']],
  use: {
    baseURL: `http://127.0.0.1:${webPort}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    locale: 'en-GB',
    ...devices['Desktop Chrome'],
    launchOptions: {
      executablePath: chromium,
      args: [
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  webServer: {
    command: `node --conditions=@lexio/source --import tsx ../../scripts/start.ts --e2e --web-port ${webPort} --api-port ${apiPort} --identity-port ${identityPort}`,
    url: `http://127.0.0.1:${webPort}`,
    timeout: 240_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
