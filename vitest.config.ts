import { defineConfig } from 'vitest/config';

import './tools/node20-polyfills.cjs';

// One Vitest run covers every workspace; each project keeps its own environment.
export default defineConfig({
  test: {
    projects: ['packages/*', 'apps/*'],
  },
});
