import { styled } from '@mui/material/styles';

import { Spinner } from '../Spinner/index.js';
import { loaderClasses } from './loaderClasses.js';

export interface LoaderProps {
  /** Screen-reader text while the page loads. */
  label?: string;
  /** Extra class on the root. */
  className?: string;
}

const LoaderRoot = styled('div')(({ theme }) => ({
  position: 'fixed',
  inset: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  backgroundColor: theme.palette.background.default,
  zIndex: theme.zIndex.modal,
}));

/** Covers the whole page with a large spinner, e.g. while the session state is still unknown. */
export function Loader({ label = 'Loading', className }: LoaderProps) {
  return (
    <LoaderRoot className={className ? `${loaderClasses.root} ${className}` : loaderClasses.root}>
      <Spinner className={loaderClasses.spinner} size="large" label={label} />
    </LoaderRoot>
  );
}
