import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { useCallback, useMemo, useRef, useState, type ReactNode } from 'react';

import { durations } from '../../theme/tokens.js';
import {
  ToastContext,
  type ToastApi,
  type ToastOptions,
  type ToastPosition,
  type ToastType,
} from './toast-context.js';
import { toastsClasses } from './toastsClasses.js';
import { useDismissTimer } from '../../internal/use-dismiss-timer.js';
import { usePauseOnInteraction } from '../../internal/use-pause-on-interaction.js';

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
 * Gives its subtree `useToast()` and renders the toasts, stacked in their corner inside live regions
 * that stay mounted (role `log`: polite for information, assertive for errors). Each toast closes
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
        const renderToast = (toast: ToastEntry) => (
          <Toast
            key={toast.id}
            toast={toast}
            closeLabel={closeLabel}
            lifetime={lifetime}
            onDismiss={dismiss}
          />
        );
        // Both live regions of each corner stay mounted, empty when there is no toast: a screen
        // reader announces text added to a region it already knows, and often misses a region that
        // arrives together with its text. Information waits for a pause (polite); errors interrupt
        // (assertive) and stack below the information of their corner.
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
              width: 'min(360px, calc(100vw - 32px))',
              ...(position === 'top-right' ? { top: 16, right: 16 } : { bottom: 16, left: 16 }),
              '& > :not(:empty) ~ :not(:empty)': { mt: 1 },
            }}
          >
            <Box role="log" aria-live="polite" className={toastsClasses.politeRegion} sx={regionSx}>
              {stack.filter((toast) => toast.type !== 'error').map(renderToast)}
            </Box>
            <Box
              role="log"
              aria-live="assertive"
              className={toastsClasses.assertiveRegion}
              sx={regionSx}
            >
              {stack.filter((toast) => toast.type === 'error').map(renderToast)}
            </Box>
          </Box>
        );
      })}
    </ToastContext.Provider>
  );
}

const regionSx = { display: 'flex', flexDirection: 'column', gap: 1 } as const;

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
      // The live region around the toast announces it; an Alert's own role="alert" would announce
      // it twice, or not at all, as a region inserted with its text.
      role="none"
      closeText={closeLabel}
      onClose={() => onDismiss(toast.id)}
      className={`${toastsClasses.toast} ${isError ? toastsClasses.error : toastsClasses.info}`}
      sx={{ boxShadow: 3 }}
    >
      {toast.message}
    </Alert>
  );
}
