import CircularProgress from '@mui/material/CircularProgress';
import { styled } from '@mui/material/styles';
import { forwardRef, type HTMLAttributes } from 'react';

import { visuallyHidden } from '../../theme/visually-hidden.js';
import { spinnerClasses } from './spinnerClasses.js';

/** The one size scale of the Spinner, diameter in px. */
export const spinnerSizes = {
  large: 64,
  medium: 48,
  small: 32,
  xsmall: 24,
  xxsmall: 16,
  xxxsmall: 12,
} as const;

export type SpinnerSize = keyof typeof spinnerSizes;

export interface SpinnerProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'role' | 'children'> {
  /** Diameter from `spinnerSizes`. */
  size?: SpinnerSize;
  /** Text read by screen readers while the spinner shows. */
  label?: string;
  /** Colour of the ring; `inherit` follows the surrounding text colour (e.g. inside a button). */
  color?: 'primary' | 'secondary' | 'inherit';
}

const SpinnerRoot = styled('span')({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  verticalAlign: 'middle',
  lineHeight: 0,
});

/**
 * An indeterminate progress ring. It is a `status` live region carrying `label` as
 * screen-reader text, so the wait is announced without a visible caption.
 */
export const Spinner = forwardRef<HTMLSpanElement, SpinnerProps>(function Spinner(
  { size = 'medium', label = 'Loading', color = 'primary', className, ...other },
  ref,
) {
  const diameter = spinnerSizes[size];
  // Thin rings at tiny sizes vanish; keep the stroke at least 2 px.
  const thickness = Math.max(3.6, (2 / diameter) * 44);
  return (
    <SpinnerRoot
      ref={ref}
      role="status"
      className={className ? `${spinnerClasses.root} ${className}` : spinnerClasses.root}
      data-size={size}
      {...other}
    >
      <CircularProgress
        className={spinnerClasses.indicator}
        size={diameter}
        thickness={thickness}
        color={color}
        aria-hidden
      />
      <span className={spinnerClasses.label} style={visuallyHidden}>
        {label}
      </span>
    </SpinnerRoot>
  );
});
