/** Stable class names of the Loader's slots. */
export const loaderClasses = {
  root: 'LexioLoader-root',
  spinner: 'LexioLoader-spinner',
} as const;

export type LoaderClassKey = keyof typeof loaderClasses;
