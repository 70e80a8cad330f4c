export { ErrorScreen } from './ErrorScreen';
export type { ErrorScreenProps } from './ErrorScreen';
export { errorScreenClasses } from './errorScreenClasses';
export type { ErrorScreenClassKey } from './errorScreenClasses';
