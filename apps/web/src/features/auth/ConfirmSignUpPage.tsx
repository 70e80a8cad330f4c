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
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';

import { paths } from '../../config/paths';
import { trackEvent } from '../../lib/analytics/analytics';
import { confirmSignUpCode, resendSignUpCode } from '../../lib/auth/auth-actions';
import { formErrorMessage } from '../../lib/form-errors/form-errors.messages';
import { authMessages as m } from './auth.messages';
import { AuthField } from './AuthField';
import { AuthLayout } from './AuthLayout';
import { authErrorMessage } from './auth-error';
import type { LoginNavigationState } from './LoginPage';

export function ConfirmSignUpPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const username = params.get('username') ?? '';
  const email = params.get('email') ?? '';
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
    setError(null);
    setSubmitting(true);
    try {
      await confirmSignUpCode(username, code);
      trackEvent('registration_completed');
      const state: LoginNavigationState = { notice: 'confirmed', email };
      navigate(paths.auth.login.to(), { replace: true, state });
    } catch (caught) {
      setError(authErrorMessage(caught));
    } finally {
      setSubmitting(false);
    }
  });

  if (!username) {
    return (
      <AuthLayout title={intl.formatMessage(m.confirmTitle)}>
        <Alert severity="warning">{intl.formatMessage(m.confirmMissingUser)}</Alert>
        <Link component={RouterLink} to={paths.auth.login.to()} sx={{ display: 'block', mt: 2 }}>
          {intl.formatMessage(m.backToLogin)}
        </Link>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title={intl.formatMessage(m.confirmTitle)}>
      <Stack component="form" noValidate spacing={2} onSubmit={onSubmit}>
        <Typography>{intl.formatMessage(m.confirmIntro, { email })}</Typography>
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
