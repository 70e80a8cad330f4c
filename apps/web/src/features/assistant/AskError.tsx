/*
 * Why a question got no answer, in words the user can act on: no free questions left (with the
 * way to the plans), too many questions, an answer still running, or a failure.
 */
import { assistantErrorCodes } from '@lexio/api/contract';
import { isApiError } from '@lexio/api';
import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router';

import { paths } from '../../config/paths';
import { connectionLostCode } from './answers-store';
import { assistantMessages as m } from './assistant.messages';

/** The error code of a failed ask: the server's code, or a generic one. */
export function askErrorCode(error: unknown): string {
  if (isApiError(error)) {
    if (error.code) return error.code;
    if (error.status === 402) return assistantErrorCodes.freeCreditsExhausted;
    if (error.status === 429) return assistantErrorCodes.rateLimited;
  }
  return 'UNKNOWN';
}

/** Props of the error shown above the question field. */
export interface AskErrorProps {
  /** The error code (assistantErrorCodes, or the stream's). */
  code: string;
  /** An action next to the text (e.g. Retry). */
  action?: ReactNode;
}

export function AskError({ code, action }: AskErrorProps) {
  const intl = useIntl();
  if (code === assistantErrorCodes.freeCreditsExhausted) {
    return (
      <Alert severity="warning" action={action}>
        {intl.formatMessage(m.errorFreeCredits)}{' '}
        <Link component={RouterLink} to={paths.products.to()}>
          {intl.formatMessage(m.errorFreeCreditsLink)}
        </Link>
      </Alert>
    );
  }
  const message =
    code === assistantErrorCodes.rateLimited
      ? m.errorRateLimited
      : code === assistantErrorCodes.answerInProgress
        ? m.errorInProgress
        : code === assistantErrorCodes.answerFailed
          ? m.errorFailed
          : code === connectionLostCode
            ? m.errorConnection
            : m.errorGeneric;
  return (
    <Alert
      severity={code === assistantErrorCodes.rateLimited ? 'warning' : 'error'}
      action={action}
    >
      {intl.formatMessage(message)}
    </Alert>
  );
}
