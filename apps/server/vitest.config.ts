import { defaultServerConditions } from 'vite';
import { defineProject } from 'vitest/config';

import { testPool, testWorkers } from '../../tools/vitest-project.js';

// Without the bundlers' "module" condition: the AWS SDK's module build (dist-es) has extensionless
// imports that Node cannot load, so the server resolves packages as Node does.
const conditions = ['@lexio/source', ...defaultServerConditions.filter((c) => c !== 'module')];

export default defineProject({
  resolve: { conditions },
  ssr: { resolve: { conditions, externalConditions: ['node'] } },
  test: {
    environment: 'node',
    globals: true,
    maxWorkers: testWorkers,
    pool: testPool,
    // One migrated PGlite database that each suite's PGlite database starts from.
    globalSetup: ['./src/test/global-setup.ts'],
    // PGlite's cold start (about 3 s, more on a busy 2-core machine) happens in beforeAll.
    hookTimeout: 60_000,
    testTimeout: 20_000,
  },
});
