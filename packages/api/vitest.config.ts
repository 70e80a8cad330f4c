import { browserProject } from '../../tools/vitest-project.js';

/**
 * Tests that touch no DOM (requests against MSW's Node server, contract schemas, keys): the root
 * config runs them in Node (project `@lexio/api (node)`), sparing each a jsdom, as the web app's
 * (apps/web/vitest.config.ts). Any other test runs in jsdom; one of these that starts needing the
 * DOM fails with "document is not defined": take it off the list.
 */
export const domFreeTests = [
  'src/assistant/requests.test.ts',
  'src/contract/text.test.ts',
  'src/exports.test.ts',
  'src/http/client.test.ts',
  'src/http/errors.test.ts',
  'src/http/streaming.test.ts',
  'src/laws/requests.test.ts',
  'src/paging/paging.test.ts',
  'src/query/resource-keys.test.ts',
  'src/sign-up/requests.test.ts',
  'src/workspaces/requests.test.ts',
];

export default browserProject({ react: false, exclude: domFreeTests });
