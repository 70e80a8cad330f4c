export { Loader } from './Loader.js';
export type { LoaderProps } from './Loader.js';
export { loaderClasses } from './loaderClasses.js';
export type { LoaderClassKey } from './loaderClasses.js';
