export { ResponseReadyCard, responseReadyLifetime } from './ResponseReadyCard';
export type { ResponseReadyCardProps, ResponseReadyCloseReason } from './ResponseReadyCard';
export { responseReadyCardClasses } from './responseReadyCardClasses';
export type { ResponseReadyCardClassKey } from './responseReadyCardClasses';
