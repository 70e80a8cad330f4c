import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { styled } from '@mui/material/styles';
import Typography from '@mui/material/Typography';

import { errorScreenClasses } from './errorScreenClasses.js';

export interface ErrorScreenProps {
  /** The explanation shown as the page heading. */
  message?: string;
  /** Label of the reload button. */
  reloadLabel?: string;
  /** Label of the contact-support button. */
  contactSupportLabel?: string;
  /** Called by the reload button; the app decides how to reload (e.g. with a cache-busting parameter). */
  onReload: () => void;
  /** Called by the contact-support button, e.g. to open the support chat. */
  onContactSupport: () => void;
  /** Root element: `main` when the screen is the page, `div` inside a layout that has its own main. */
  component?: 'main' | 'div' | 'section';
  /** Extra class on the root. */
  className?: string;
}

const ErrorScreenRoot = styled('main')(({ theme }) => ({
  minHeight: '100vh',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: theme.spacing(3),
  padding: theme.spacing(3),
  textAlign: 'center',
  backgroundColor: theme.palette.background.default,
}));

/** The generic screen shown when a route fails to render. */
export function ErrorScreen({
  message = 'An error occurred. Please reload the page and try again.',
  reloadLabel = 'Reload',
  contactSupportLabel = 'Contact Support',
  onReload,
  onContactSupport,
  component = 'main',
  className,
}: ErrorScreenProps) {
  return (
    <ErrorScreenRoot
      as={component}
      className={className ? `${errorScreenClasses.root} ${className}` : errorScreenClasses.root}
    >
      <Typography
        className={errorScreenClasses.message}
        component="h1"
        variant="h4"
        sx={{ maxWidth: 480 }}
      >
        {message}
      </Typography>
      <Stack className={errorScreenClasses.actions} direction="row" spacing={2}>
        <Button variant="contained" onClick={onReload}>
          {reloadLabel}
        </Button>
        <Button variant="outlined" onClick={onContactSupport}>
          {contactSupportLabel}
        </Button>
      </Stack>
    </ErrorScreenRoot>
  );
}
