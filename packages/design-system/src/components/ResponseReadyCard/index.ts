export { ResponseReadyCard, responseReadyLifetime } from './ResponseReadyCard.js';
export type { ResponseReadyCardProps, ResponseReadyCloseReason } from './ResponseReadyCard.js';
export { responseReadyCardClasses } from './responseReadyCardClasses.js';
export type { ResponseReadyCardClassKey } from './responseReadyCardClasses.js';
