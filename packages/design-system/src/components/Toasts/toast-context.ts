import { createContext, useContext, type ReactNode } from 'react';

/** Kind of toast: info is announced politely, error interrupts (assertive live region). */
export type ToastType = 'info' | 'error';

/** Corner of the viewport where a toast stacks. */
export type ToastPosition = 'top-right' | 'bottom-left';

export interface ToastOptions {
  /** What the toast says. */
  message: ReactNode;
  /** Kind of toast; defaults to 'info'. */
  type?: ToastType;
  /** Where it appears; defaults to 'top-right'. */
  position?: ToastPosition;
}

export interface ToastApi {
  /** Shows a toast and returns its id. */
  show: (options: ToastOptions) => string;
  /** Removes a toast before its lifetime ends. */
  dismiss: (id: string) => void;
}

export const ToastContext = createContext<ToastApi | null>(null);

/** Shows and dismisses toasts; must be used under a ToastProvider. */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast must be used inside a <ToastProvider>.');
  return api;
}
