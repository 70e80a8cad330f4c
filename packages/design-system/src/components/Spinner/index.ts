export { Spinner, spinnerSizes } from './Spinner';
export type { SpinnerProps, SpinnerSize } from './Spinner';
export { spinnerClasses } from './spinnerClasses';
export type { SpinnerClassKey } from './spinnerClasses';
