export { ErrorScreen } from './ErrorScreen.js';
export type { ErrorScreenProps } from './ErrorScreen.js';
export { errorScreenClasses } from './errorScreenClasses.js';
export type { ErrorScreenClassKey } from './errorScreenClasses.js';
