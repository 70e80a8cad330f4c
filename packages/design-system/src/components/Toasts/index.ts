export { ToastProvider, toastLifetime, toastPositions } from './ToastProvider';
export type { ToastProviderProps } from './ToastProvider';
export { useToast } from './toast-context';
export type { ToastApi, ToastOptions, ToastPosition, ToastType } from './toast-context';
export { toastsClasses } from './toastsClasses';
export type { ToastsClassKey } from './toastsClasses';
