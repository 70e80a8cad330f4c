/** Stable class names of the ResponseReadyCard's slots. */
export const responseReadyCardClasses = {
  root: 'LexioResponseReadyCard-root',
  action: 'LexioResponseReadyCard-action',
  title: 'LexioResponseReadyCard-title',
  message: 'LexioResponseReadyCard-message',
  close: 'LexioResponseReadyCard-close',
} as const;

export type ResponseReadyCardClassKey = keyof typeof responseReadyCardClasses;
