/** Stable class names of the toast stacks and of each toast. */
export const toastsClasses = {
  stack: 'LexioToasts-stack',
  stackTopRight: 'LexioToasts-stackTopRight',
  stackBottomLeft: 'LexioToasts-stackBottomLeft',
  /** The polite live region of a corner, holding its information toasts. */
  politeRegion: 'LexioToasts-politeRegion',
  /** The assertive live region of a corner, holding its error toasts. */
  assertiveRegion: 'LexioToasts-assertiveRegion',
  toast: 'LexioToasts-toast',
  info: 'LexioToasts-info',
  error: 'LexioToasts-error',
} as const;

export type ToastsClassKey = keyof typeof toastsClasses;
