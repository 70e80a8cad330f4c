/** Stable class names of the toast stacks and of each toast. */
export const toastsClasses = {
  stack: 'LexioToasts-stack',
  stackTopRight: 'LexioToasts-stackTopRight',
  stackBottomLeft: 'LexioToasts-stackBottomLeft',
  toast: 'LexioToasts-toast',
  info: 'LexioToasts-info',
  error: 'LexioToasts-error',
} as const;

export type ToastsClassKey = keyof typeof toastsClasses;
