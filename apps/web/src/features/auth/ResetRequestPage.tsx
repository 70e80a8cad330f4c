import { zodResolver } from '@hookform/resolvers/zod';
import { StatefulButton } from '@lexio/design-system';
import {
  type ResetRequestFormInput,
  type ResetRequestFormValues,
  resetRequestSchema,
} from '@lexio/forms';
import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { type MessageDescriptor, useIntl } from 'react-intl';
import { Link as RouterLink, useNavigate } from 'react-router';

import { paths } from '../../config/paths';
import { requestPasswordReset } from '../../lib/auth/auth-actions';
import { formErrorMessage } from '../../lib/form-errors/form-errors.messages';
import { authMessages as m } from './auth.messages';
import { AuthField } from './AuthField';
import { AuthLayout } from './AuthLayout';
import { authErrorMessage } from './auth-error';

export function ResetRequestPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const [error, setError] = useState<MessageDescriptor | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const { control, handleSubmit } = useForm<ResetRequestFormInput, unknown, ResetRequestFormValues>(
    {
      resolver: zodResolver(resetRequestSchema),
      defaultValues: { email: '' },
    },
  );

  const onSubmit = handleSubmit(async ({ email }) => {
    setError(null);
    setSubmitting(true);
    try {
      await requestPasswordReset(email);
      navigate(paths.auth.resetFinalize.to(email));
    } catch (caught) {
      setError(authErrorMessage(caught));
    } finally {
      setSubmitting(false);
    }
  });

  return (
    <AuthLayout title={intl.formatMessage(m.resetRequestTitle)}>
      <Stack component="form" noValidate spacing={2} onSubmit={onSubmit}>
        <Typography>{intl.formatMessage(m.resetRequestIntro)}</Typography>
        {error && <Alert severity="error">{intl.formatMessage(error)}</Alert>}
        <Controller
          control={control}
          name="email"
          render={({ field, fieldState }) => (
            <AuthField
              {...field}
              type="email"
              autoComplete="username"
              label={intl.formatMessage(m.email)}
              error={formErrorMessage(intl.formatMessage, fieldState.error?.message)}
            />
          )}
        />
        <StatefulButton type="submit" variant="contained" state={submitting ? 'loading' : 'idle'}>
          {intl.formatMessage(m.sendCode)}
        </StatefulButton>
        <Link component={RouterLink} to={paths.auth.login.to()}>
          {intl.formatMessage(m.backToLogin)}
        </Link>
      </Stack>
    </AuthLayout>
  );
}
