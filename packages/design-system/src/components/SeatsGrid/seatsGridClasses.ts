/** Stable class names of the SeatsGrid. */
export const seatsGridClasses = {
  root: 'LexioSeatsGrid-root',
} as const;

export type SeatsGridClassKey = keyof typeof seatsGridClasses;
