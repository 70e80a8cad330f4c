/** Stable class names of the ErrorScreen's slots. */
export const errorScreenClasses = {
  root: 'LexioErrorScreen-root',
  message: 'LexioErrorScreen-message',
  actions: 'LexioErrorScreen-actions',
} as const;

export type ErrorScreenClassKey = keyof typeof errorScreenClasses;
