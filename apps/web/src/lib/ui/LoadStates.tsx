/*
 * The viewer pages' inline loading, not-found and error states (the law viewer, the court ruling,
 * later a library document). Their messages are the `viewer` namespace: a route showing them
 * declares it in the router.
 */
import { isApiError } from '@lexio/api';
import { Spinner } from '@lexio/design-system';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useIntl } from 'react-intl';

import { loadStatesMessages as m } from './load-states.messages';

/** A spinner in place of content that is loading. */
export function Loading() {
  const intl = useIntl();
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
      <Spinner size="medium" label={intl.formatMessage(m.loading)} />
    </Box>
  );
}

export interface LoadErrorProps {
  /** The error of the failed query. */
  error: unknown;
  /** Loads again. */
  onRetry: () => void;
}

/** "Not in the corpus" for a 404, else a generic failure with a retry button. */
export function LoadError({ error, onRetry }: LoadErrorProps) {
  const intl = useIntl();
  if (isApiError(error) && error.status === 404) {
    return <Alert severity="info">{intl.formatMessage(m.notFound)}</Alert>;
  }
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          {intl.formatMessage(m.retry)}
        </Button>
      }
    >
      {intl.formatMessage(m.loadError)}
    </Alert>
  );
}
