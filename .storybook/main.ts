import { createRequire } from 'node:module';
import path from 'node:path';

import type { StorybookConfig } from '@storybook/react-vite';
import { defaultClientConditions } from 'vite';

// Served straight from the installed msw, so the worker always matches the library's version.
const mswWorker = path.join(
  path.dirname(createRequire(import.meta.url).resolve('msw/package.json')),
  'lib/mockServiceWorker.js',
);

const config: StorybookConfig = {
  framework: '@storybook/react-vite',
  stories: [
    '../packages/design-system/src/**/*.stories.@(ts|tsx)',
    '../apps/web/src/**/*.stories.@(ts|tsx)',
  ],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', 'msw-storybook-addon'],
  // /mockServiceWorker.js, so apps/web stories can mock the API with MSW.
  staticDirs: [mswWorker],
  core: { disableTelemetry: true },
  viteFinal: (viteConfig) => ({
    ...viteConfig,
    resolve: {
      ...viteConfig.resolve,
      // Read the workspaces' src/ directly, as Vitest and the apps do, so stories never need a build.
      conditions: ['@lexio/source', ...defaultClientConditions],
    },
    build: {
      ...viteConfig.build,
      rolldownOptions: {
        ...viteConfig.build?.rolldownOptions,
        // MUI marks every module 'use client'; in a client-only bundle the directive is moot and
        // the hundreds of warnings would bury real ones.
        onwarn(warning, warn) {
          if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
          warn(warning);
        },
      },
    },
  }),
};

export default config;
