import { browserProject } from '../../tools/vitest-project.js';

/**
 * Tests that touch no DOM (the theme's values, the packed package): the root config runs them in
 * Node (project `@lexio/design-system (node)`), sparing each a jsdom; every component's test stays
 * in jsdom. See apps/web/vitest.config.ts.
 */
export const domFreeTests = ['src/package.test.ts', 'src/theme/theme.test.ts'];

export default browserProject({ exclude: domFreeTests });
