export { NotFound } from './NotFound';
export type { NotFoundProps } from './NotFound';
export { notFoundClasses } from './notFoundClasses';
export type { NotFoundClassKey } from './notFoundClasses';
