import { browserProject } from '../../tools/vitest-project.js';

/**
 * Tests that touch no DOM (the schemas and the export list): the root config runs them in Node
 * (project `@lexio/forms (node)`), sparing each a jsdom; the fields' tests stay in jsdom. See
 * apps/web/vitest.config.ts.
 */
export const domFreeTests = [
  'src/auth/auth.schema.test.ts',
  'src/exports.test.ts',
  'src/onboarding/onboarding.schema.test.ts',
  'src/purchase/purchase.schema.test.ts',
];

export default browserProject({ exclude: domFreeTests });
