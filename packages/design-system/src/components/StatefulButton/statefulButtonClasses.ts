/** Stable class names of the StatefulButton's root and state modifiers. */
export const statefulButtonClasses = {
  root: 'LexioStatefulButton-root',
  loading: 'LexioStatefulButton-loading',
  success: 'LexioStatefulButton-success',
  spinner: 'LexioStatefulButton-spinner',
} as const;

export type StatefulButtonClassKey = keyof typeof statefulButtonClasses;
