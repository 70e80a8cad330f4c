export { ToastProvider, toastLifetime, toastPositions } from './ToastProvider.js';
export type { ToastProviderProps } from './ToastProvider.js';
export { useToast } from './toast-context.js';
export type { ToastApi, ToastOptions, ToastPosition, ToastType } from './toast-context.js';
export { toastsClasses } from './toastsClasses.js';
export type { ToastsClassKey } from './toastsClasses.js';
