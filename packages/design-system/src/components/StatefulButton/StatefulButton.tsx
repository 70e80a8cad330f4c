import Button, { type ButtonProps } from '@mui/material/Button';
import { forwardRef, useEffect, useRef, useState, type ReactNode } from 'react';

import { durations } from '../../theme/tokens.js';
import { Spinner } from '../Spinner/index.js';
import { statefulButtonClasses } from './statefulButtonClasses.js';

/** How long the success content shows before the button is idle again (spec section 9). */
export const statefulButtonSuccessDuration = durations.buttonSuccess;

export type StatefulButtonState = 'idle' | 'loading' | 'success';

export interface StatefulButtonProps extends Omit<
  ButtonProps,
  'loading' | 'loadingIndicator' | 'loadingPosition'
> {
  /** What the action is doing: `loading` disables the button and shows a spinner. */
  state?: StatefulButtonState;
  /** Shown, with the button disabled, for 1500 ms after `state` turns `success`. Without it, success looks idle. */
  successContent?: ReactNode;
  /** Screen-reader text of the spinner while loading. */
  loadingLabel?: string;
  /** Called once the success content has been shown for its time (or at once when there is none). */
  onSuccessEnd?: () => void;
}

/**
 * A button that shows the progress of the action it starts. The parent owns `state`; the button
 * owns the 1500 ms success window and reports its end through `onSuccessEnd`.
 */
export const StatefulButton = forwardRef<HTMLButtonElement, StatefulButtonProps>(
  function StatefulButton(
    {
      state = 'idle',
      successContent,
      loadingLabel = 'Loading',
      onSuccessEnd,
      children,
      disabled,
      className,
      startIcon,
      ...other
    },
    ref,
  ) {
    const hasSuccessContent = successContent !== undefined && successContent !== null;
    // Reset the "success shown" flag whenever the state changes, during render rather than in an
    // effect, so a new success never flashes the idle content first.
    const [trackedState, setTrackedState] = useState(state);
    const [successOver, setSuccessOver] = useState(false);
    if (trackedState !== state) {
      setTrackedState(state);
      setSuccessOver(false);
    }

    const onSuccessEndRef = useRef(onSuccessEnd);
    useEffect(() => {
      onSuccessEndRef.current = onSuccessEnd;
    });

    useEffect(() => {
      if (state !== 'success') return undefined;
      if (!hasSuccessContent) {
        onSuccessEndRef.current?.();
        return undefined;
      }
      const timer = setTimeout(() => {
        setSuccessOver(true);
        onSuccessEndRef.current?.();
      }, statefulButtonSuccessDuration);
      return () => clearTimeout(timer);
    }, [state, hasSuccessContent]);

    const loading = state === 'loading';
    const showingSuccess = state === 'success' && hasSuccessContent && !successOver;

    const classes = [
      statefulButtonClasses.root,
      loading && statefulButtonClasses.loading,
      showingSuccess && statefulButtonClasses.success,
      className,
    ]
      .filter(Boolean)
      .join(' ');

    return (
      <Button
        ref={ref}
        className={classes}
        disabled={disabled || loading || showingSuccess}
        aria-busy={loading || undefined}
        data-state={showingSuccess ? 'success' : loading ? 'loading' : 'idle'}
        startIcon={
          loading ? (
            <Spinner
              className={statefulButtonClasses.spinner}
              size="xxsmall"
              color="inherit"
              label={loadingLabel}
            />
          ) : showingSuccess ? undefined : (
            startIcon
          )
        }
        {...other}
      >
        {showingSuccess ? successContent : children}
      </Button>
    );
  },
);
