export { NotFound } from './NotFound.js';
export type { NotFoundProps } from './NotFound.js';
export { notFoundClasses } from './notFoundClasses.js';
export type { NotFoundClassKey } from './notFoundClasses.js';
