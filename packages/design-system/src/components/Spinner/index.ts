export { Spinner, spinnerSizes } from './Spinner.js';
export type { SpinnerProps, SpinnerSize } from './Spinner.js';
export { spinnerClasses } from './spinnerClasses.js';
export type { SpinnerClassKey } from './spinnerClasses.js';
