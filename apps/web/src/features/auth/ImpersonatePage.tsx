/*
 * /auth/impersonate/{user}: platform staff open a user's account. The server's short-lived token is
 * stored as impersonateToken and, from then on, sent instead of the staff member's own token.
 */
import { getImpersonationToken } from '@lexio/api';
import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';

import { paths } from '../../config/paths';
import { writeLocal } from '../../lib/storage';
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
    getImpersonationToken(user)
      .then(({ token }) => {
        writeLocal('impersonateToken', token);
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
