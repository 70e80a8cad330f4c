import { zodResolver } from '@hookform/resolvers/zod';
import { StatefulButton } from '@lexio/design-system';
import {
  type ResetFinalizeFormInput,
  type ResetFinalizeFormValues,
  resetFinalizeSchema,
} from '@lexio/forms';
import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { type MessageDescriptor, useIntl } from 'react-intl';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';

import { paths } from '../../config/paths';
import { confirmPasswordReset } from '../../lib/auth/auth-actions';
import { formErrorMessage } from '../../lib/form-errors/form-errors.messages';
import { authMessages as m } from './auth.messages';
import { AuthField } from './AuthField';
import { AuthLayout } from './AuthLayout';
import { authErrorMessage } from './auth-error';
import type { LoginNavigationState } from './navigation-state';
import { PasswordInput } from './PasswordInput';

export function ResetFinalizePage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const email = useSearchParams()[0].get('email') ?? '';
  const [error, setError] = useState<MessageDescriptor | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const { control, handleSubmit } = useForm<
    ResetFinalizeFormInput,
    unknown,
    ResetFinalizeFormValues
  >({
    resolver: zodResolver(resetFinalizeSchema),
    defaultValues: { code: '', newPassword: '' },
  });

  const onSubmit = handleSubmit(async ({ code, newPassword }) => {
    setError(null);
    setSubmitting(true);
    try {
      await confirmPasswordReset(email, code, newPassword);
      const state: LoginNavigationState = { notice: 'reset', email };
      navigate(paths.auth.login.to(), { replace: true, state });
    } catch (caught) {
      setError(authErrorMessage(caught));
    } finally {
      setSubmitting(false);
    }
  });

  return (
    <AuthLayout title={intl.formatMessage(m.resetFinalizeTitle)}>
      {!email ? (
        <Stack spacing={2}>
          <Alert severity="warning">{intl.formatMessage(m.resetMissingEmail)}</Alert>
          <Link component={RouterLink} to={paths.auth.resetRequest.to()}>
            {intl.formatMessage(m.resetRequestTitle)}
          </Link>
        </Stack>
      ) : (
        <Stack component="form" noValidate spacing={2} onSubmit={onSubmit}>
          <Typography>{intl.formatMessage(m.resetFinalizeIntro, { email })}</Typography>
          {error && <Alert severity="error">{intl.formatMessage(error)}</Alert>}
          <Controller
            control={control}
            name="code"
            render={({ field, fieldState }) => (
              <AuthField
                {...field}
                autoComplete="one-time-code"
                label={intl.formatMessage(m.code)}
                error={formErrorMessage(intl.formatMessage, fieldState.error?.message)}
              />
            )}
          />
          <Controller
            control={control}
            name="newPassword"
            render={({ field, fieldState }) => (
              <PasswordInput
                {...field}
                autoComplete="new-password"
                label={intl.formatMessage(m.newPassword)}
                error={formErrorMessage(intl.formatMessage, fieldState.error?.message)}
              />
            )}
          />
          <StatefulButton type="submit" variant="contained" state={submitting ? 'loading' : 'idle'}>
            {intl.formatMessage(m.savePassword)}
          </StatefulButton>
          <Link component={RouterLink} to={paths.auth.login.to()}>
            {intl.formatMessage(m.backToLogin)}
          </Link>
        </Stack>
      )}
    </AuthLayout>
  );
}
