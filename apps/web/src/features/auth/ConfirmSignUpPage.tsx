/*
 * The confirmation code page. It needs only the e-mail (?email=): the generated username the
 * identity provider confirms by is kept by the browser that signed up (lib/auth/pending-sign-up).
 * Sign-in and sign-up send a user here, with a new code, when their account is still unconfirmed.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { StatefulButton } from '@lexio/design-system';
import {
  type ConfirmSignUpFormInput,
  type ConfirmSignUpFormValues,
  confirmSignUpSchema,
} from '@lexio/forms';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { type MessageDescriptor, useIntl } from 'react-intl';
import { Link as RouterLink, useLocation, useNavigate, useSearchParams } from 'react-router';

import { paths } from '../../config/paths';
import { trackEvent } from '../../lib/analytics/analytics';
import { confirmSignUpCode, resendSignUpCode } from '../../lib/auth/auth-actions';
import { pendingSignUpUsername } from '../../lib/auth/pending-sign-up';
import { formErrorMessage } from '../../lib/form-errors/form-errors.messages';
import { authMessages as m } from './auth.messages';
import { AuthField } from './AuthField';
import { AuthLayout } from './AuthLayout';
import { authErrorMessage } from './auth-error';
import type {
  ConfirmNavigationState,
  LoginNavigationState,
  RegisterNavigationState,
} from './navigation-state';

/** What sign-in and sign-up hand to this page through navigation state. */
export function ConfirmSignUpPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const state = (useLocation().state ?? {}) as ConfirmNavigationState;
  const email = params.get('email') ?? '';
  const username = email ? pendingSignUpUsername(email) : null;
  const [error, setError] = useState<MessageDescriptor | null>(null);
  const [resent, setResent] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const { control, handleSubmit } = useForm<
    ConfirmSignUpFormInput,
    unknown,
    ConfirmSignUpFormValues
  >({
    resolver: zodResolver(confirmSignUpSchema),
    defaultValues: { code: '' },
  });

  const onSubmit = handleSubmit(async ({ code }) => {
    if (!username) return;
    setError(null);
    setSubmitting(true);
    try {
      await confirmSignUpCode(username, code);
      trackEvent('registration_completed');
      const loginState: LoginNavigationState = { notice: 'confirmed', email };
      navigate(paths.auth.login.to(), { replace: true, state: loginState });
    } catch (caught) {
      setError(authErrorMessage(caught));
    } finally {
      setSubmitting(false);
    }
  });

  if (!username) {
    const registerState: RegisterNavigationState = { email };
    return (
      <AuthLayout title={intl.formatMessage(m.confirmTitle)}>
        <Stack spacing={2}>
          {email ? (
            <>
              <Alert severity="warning">
                {intl.formatMessage(m.confirmUnknownHere, { email })}
              </Alert>
              <Link component={RouterLink} to={paths.auth.register.to()} state={registerState}>
                {intl.formatMessage(m.registerAgain)}
              </Link>
            </>
          ) : (
            <Alert severity="warning">{intl.formatMessage(m.confirmMissingUser)}</Alert>
          )}
          <Link component={RouterLink} to={paths.auth.login.to()}>
            {intl.formatMessage(m.backToLogin)}
          </Link>
        </Stack>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title={intl.formatMessage(m.confirmTitle)}>
      <Stack component="form" noValidate spacing={2} onSubmit={onSubmit}>
        {state.resumed ? (
          <Alert severity="info">{intl.formatMessage(m.confirmResumed, { email })}</Alert>
        ) : (
          <Typography>{intl.formatMessage(m.confirmIntro, { email })}</Typography>
        )}
        {error && <Alert severity="error">{intl.formatMessage(error)}</Alert>}
        {resent && <Alert severity="info">{intl.formatMessage(m.codeResent)}</Alert>}
        <Controller
          control={control}
          name="code"
          render={({ field, fieldState }) => (
            <AuthField
              {...field}
              autoComplete="one-time-code"
              inputProps={{ inputMode: 'numeric' }}
              label={intl.formatMessage(m.code)}
              error={formErrorMessage(intl.formatMessage, fieldState.error?.message)}
            />
          )}
        />
        <StatefulButton type="submit" variant="contained" state={submitting ? 'loading' : 'idle'}>
          {intl.formatMessage(m.confirm)}
        </StatefulButton>
        <Button
          onClick={() =>
            void resendSignUpCode(username).then(
              () => setResent(true),
              (e: unknown) => setError(authErrorMessage(e)),
            )
          }
        >
          {intl.formatMessage(m.resendCode)}
        </Button>
      </Stack>
    </AuthLayout>
  );
}
