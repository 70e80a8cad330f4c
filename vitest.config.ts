import { defineConfig } from 'vitest/config';

import { domFreeTests } from './apps/web/vitest.config.js';
import { domFreeProject } from './tools/vitest-project.js';

// One Vitest run covers every workspace; each project keeps its own environment.
export default defineConfig({
  test: {
    projects: [
      'packages/*',
      'apps/*',
      // The web app's tests of plain logic, in Node rather than jsdom (apps/web/vitest.config.ts).
      domFreeProject({
        name: '@lexio/web (node)',
        root: './apps/web',
        include: domFreeTests,
        setupFiles: ['./src/test/setup.ts'],
      }),
      // The root scripts' own modules (npm start's supervisor).
      { test: { name: 'scripts', include: ['scripts/**/*.test.ts'], environment: 'node' } },
    ],
  },
});
