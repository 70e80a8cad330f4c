import { browserProject } from '../../tools/vitest-project';

export default browserProject();
