import { browserProject } from '../../tools/vitest-project';

export default browserProject({
  include: ['src/**/*.test.{ts,tsx}'],
  setupFiles: ['./src/test/setup.ts'],
});
