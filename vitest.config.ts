import { defineConfig } from 'vitest/config';

import { domFreeTests as webDomFree } from './apps/web/vitest.config.js';
import { domFreeTests as apiDomFree } from './packages/api/vitest.config.js';
import { domFreeTests as designSystemDomFree } from './packages/design-system/vitest.config.js';
import { domFreeTests as formsDomFree } from './packages/forms/vitest.config.js';
import { domFreeProject, testPool, testWorkers } from './tools/vitest-project.js';

// One Vitest run covers every workspace; each project keeps its own environment.
export default defineConfig({
  test: {
    // Each project says how many files run at once (tools/vitest-project.ts: testWorkers).
    maxWorkers: testWorkers,
    pool: testPool,
    projects: [
      'packages/*',
      'apps/*',
      // The browser-side workspaces' tests of plain logic, in Node rather than jsdom (each
      // workspace's vitest.config.ts lists them and leaves them out of its jsdom project).
      domFreeProject({
        name: '@lexio/web (node)',
        root: './apps/web',
        include: webDomFree,
        setupFiles: ['./src/test/setup.ts'],
      }),
      domFreeProject({ name: '@lexio/api (node)', root: './packages/api', include: apiDomFree }),
      domFreeProject({
        name: '@lexio/forms (node)',
        root: './packages/forms',
        include: formsDomFree,
      }),
      domFreeProject({
        name: '@lexio/design-system (node)',
        root: './packages/design-system',
        include: designSystemDomFree,
      }),
      // The root scripts' own modules (npm start's supervisor).
      {
        test: {
          name: 'scripts',
          include: ['scripts/**/*.test.ts'],
          environment: 'node',
          maxWorkers: testWorkers,
          pool: testPool,
        },
      },
    ],
  },
});
