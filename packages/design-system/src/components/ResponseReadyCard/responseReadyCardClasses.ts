/** Stable class names of the ResponseReadyCard's slots. */
export const responseReadyCardClasses = {
  /** The live region around the card, mounted even while the card is hidden. */
  region: 'LexioResponseReadyCard-region',
  root: 'LexioResponseReadyCard-root',
  action: 'LexioResponseReadyCard-action',
  title: 'LexioResponseReadyCard-title',
  message: 'LexioResponseReadyCard-message',
  close: 'LexioResponseReadyCard-close',
} as const;

export type ResponseReadyCardClassKey = keyof typeof responseReadyCardClasses;
