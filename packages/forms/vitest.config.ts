import { browserProject } from '../../tools/vitest-project.js';

export default browserProject();
