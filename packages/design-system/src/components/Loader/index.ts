export { Loader } from './Loader';
export type { LoaderProps } from './Loader';
export { loaderClasses } from './loaderClasses';
export type { LoaderClassKey } from './loaderClasses';
