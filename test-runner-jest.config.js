import { getJestConfig } from '@storybook/test-runner';

// The test-runner's defaults, with Debian's Chromium instead of a downloaded browser: this machine
// (and CI) cannot fetch Playwright's own build.
const testRunnerConfig = getJestConfig();

/** @type {import('@jest/types').Config.InitialOptions} */
export default {
  ...testRunnerConfig,
  testTimeout: 30_000,
  reporters: [
    ...(testRunnerConfig.reporters ?? ['default']),
    // LEXIO_SB_REPORT lets a second run beside this one keep its own report.
    [
      '<rootDir>/.storybook/json-file-reporter.js',
      { outputFile: process.env.LEXIO_SB_REPORT ?? '.reports/storybook.json' },
    ],
  ],
  testEnvironmentOptions: {
    ...testRunnerConfig.testEnvironmentOptions,
    'jest-playwright': {
      ...testRunnerConfig.testEnvironmentOptions?.['jest-playwright'],
      browsers: ['chromium'],
      launchOptions: {
        executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
        args: [
          '--disable-background-networking',
          '--disable-component-update',
          '--disable-sync',
          '--no-first-run',
          // Same colours and font rendering on every machine, whatever its display.
          '--force-color-profile=srgb',
          '--font-render-hinting=none',
        ],
      },
    },
  },
};
