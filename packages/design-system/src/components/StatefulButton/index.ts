export { StatefulButton, statefulButtonSuccessDuration } from './StatefulButton.js';
export type { StatefulButtonProps, StatefulButtonState } from './StatefulButton.js';
export { statefulButtonClasses } from './statefulButtonClasses.js';
export type { StatefulButtonClassKey } from './statefulButtonClasses.js';
