export { StatefulButton, statefulButtonSuccessDuration } from './StatefulButton';
export type { StatefulButtonProps, StatefulButtonState } from './StatefulButton';
export { statefulButtonClasses } from './statefulButtonClasses';
export type { StatefulButtonClassKey } from './statefulButtonClasses';
