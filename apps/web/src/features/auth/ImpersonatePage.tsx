/*
 * /auth/impersonate/{user}: platform staff open a user's account. The server's short-lived token is
 * stored as impersonateToken and, from then on, sent instead of the staff member's own token. A token
 * left from an earlier impersonation is dropped first: the request must carry the staff member's own
 * token, not another user's (or an expired one).
 */
import { getImpersonationToken } from '@lexio/api';
import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';

import { paths } from '../../config/paths';
import {
  isImpersonating,
  startImpersonation,
  stopImpersonation,
} from '../../lib/auth/impersonation';
import { authMessages as m } from './auth.messages';
import { AuthLayout } from './AuthLayout';

export function ImpersonatePage() {
  const intl = useIntl();
  const { user = '' } = useParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [failed, setFailed] = useState(false);
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    if (isImpersonating()) {
      stopImpersonation();
      // What is cached belongs to the user impersonated before.
      queryClient.clear();
    }
    getImpersonationToken(user)
      .then(({ token }) => {
        startImpersonation(token);
        queryClient.clear();
        navigate(paths.assistant.root.to(), { replace: true });
      })
      .catch((error: unknown) => {
        console.error('Impersonation refused', error);
        setFailed(true);
      });
  }, [user, navigate, queryClient]);

  return (
    <AuthLayout title={intl.formatMessage(m.impersonating)}>
      {failed && (
        <>
          <Alert severity="error">{intl.formatMessage(m.impersonateFailed)}</Alert>
          <Link
            component={RouterLink}
            to={paths.assistant.root.to()}
            sx={{ display: 'block', mt: 2 }}
          >
            Lexio
          </Link>
        </>
      )}
    </AuthLayout>
  );
}
