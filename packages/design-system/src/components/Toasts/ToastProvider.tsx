import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { useCallback, useMemo, useRef, useState, type ReactNode } from 'react';

import { durations } from '../../theme/tokens';
import {
  ToastContext,
  type ToastApi,
  type ToastOptions,
  type ToastPosition,
  type ToastType,
} from './toast-context';
import { toastsClasses } from './toastsClasses';
import { useDismissTimer } from '../../internal/use-dismiss-timer';
import { usePauseOnInteraction } from '../../internal/use-pause-on-interaction';

/** How long a toast stays on screen (spec §9: 5 s). */
export const toastLifetime: number = durations.toast;

/** The corners toasts can stack in, in render order. */
export const toastPositions = [
  'top-right',
  'bottom-left',
] as const satisfies readonly ToastPosition[];

interface ToastEntry {
  id: string;
  message: ReactNode;
  type: ToastType;
  position: ToastPosition;
}

export interface ToastProviderProps {
  children?: ReactNode;
  /** Accessible name of each toast's close button. */
  closeLabel?: string;
  /** Milliseconds each toast stays; null keeps toasts until closed (useful for reviews and screenshots). */
  lifetime?: number | null;
}

/**
 * Gives its subtree `useToast()` and renders the toasts, stacked in their corner. Each toast closes
 * itself after `lifetime` (paused while hovered or focused) or when its close button is pressed.
 */
export function ToastProvider({
  children,
  closeLabel = 'Close',
  lifetime = toastLifetime,
}: ToastProviderProps) {
  const [toasts, setToasts] = useState<ToastEntry[]>([]);
  const nextId = useRef(0);

  const dismiss = useCallback((id: string) => {
    setToasts((current) => current.filter((toast) => toast.id !== id));
  }, []);

  const show = useCallback((options: ToastOptions) => {
    nextId.current += 1;
    const id = `lexio-toast-${nextId.current}`;
    setToasts((current) => [
      ...current,
      {
        id,
        message: options.message,
        type: options.type ?? 'info',
        position: options.position ?? 'top-right',
      },
    ]);
    return id;
  }, []);

  const api = useMemo<ToastApi>(() => ({ show, dismiss }), [show, dismiss]);

  return (
    <ToastContext.Provider value={api}>
      {children}
      {toastPositions.map((position) => {
        const stack = toasts.filter((toast) => toast.position === position);
        if (stack.length === 0) return null;
        return (
          <Box
            key={position}
            className={`${toastsClasses.stack} ${
              position === 'top-right' ? toastsClasses.stackTopRight : toastsClasses.stackBottomLeft
            }`}
            sx={{
              position: 'fixed',
              zIndex: 'snackbar',
              display: 'flex',
              flexDirection: 'column',
              gap: 1,
              width: 'min(360px, calc(100vw - 32px))',
              ...(position === 'top-right' ? { top: 16, right: 16 } : { bottom: 16, left: 16 }),
            }}
          >
            {stack.map((toast) => (
              <Toast
                key={toast.id}
                toast={toast}
                closeLabel={closeLabel}
                lifetime={lifetime}
                onDismiss={dismiss}
              />
            ))}
          </Box>
        );
      })}
    </ToastContext.Provider>
  );
}

interface ToastProps {
  toast: ToastEntry;
  closeLabel: string;
  lifetime: number | null;
  onDismiss: (id: string) => void;
}

function Toast({ toast, closeLabel, lifetime, onDismiss }: ToastProps) {
  const { paused, handlers } = usePauseOnInteraction();
  useDismissTimer(lifetime, () => onDismiss(toast.id), paused);
  const isError = toast.type === 'error';

  return (
    <Alert
      {...handlers}
      severity={toast.type}
      // Errors interrupt the screen reader; information waits for a pause.
      role={isError ? 'alert' : 'status'}
      aria-live={isError ? 'assertive' : 'polite'}
      aria-atomic="true"
      closeText={closeLabel}
      onClose={() => onDismiss(toast.id)}
      className={`${toastsClasses.toast} ${isError ? toastsClasses.error : toastsClasses.info}`}
      sx={{ boxShadow: 3 }}
    >
      {toast.message}
    </Alert>
  );
}
