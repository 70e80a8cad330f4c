/** Stable class names of the Spinner's slots, for styling from outside and for tests of layout. */
export const spinnerClasses = {
  root: 'LexioSpinner-root',
  indicator: 'LexioSpinner-indicator',
  label: 'LexioSpinner-label',
} as const;

export type SpinnerClassKey = keyof typeof spinnerClasses;
