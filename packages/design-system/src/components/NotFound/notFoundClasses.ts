/** Stable class names of the NotFound screen's slots. */
export const notFoundClasses = {
  root: 'LexioNotFound-root',
  code: 'LexioNotFound-code',
  title: 'LexioNotFound-title',
  description: 'LexioNotFound-description',
} as const;

export type NotFoundClassKey = keyof typeof notFoundClasses;
