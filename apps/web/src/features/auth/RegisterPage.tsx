/*
 * Sign-up: given name, family name, email, password. The username is built as spec §3 says. A `ref`
 * parameter is kept as referredBy and consumed once the account is created.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { checkUserExists } from '@lexio/api';
import { StatefulButton } from '@lexio/design-system';
import {
  buildSignUpUsername,
  type SignUpFormInput,
  type SignUpFormValues,
  signUpSchema,
} from '@lexio/forms';
import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { useEffect, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { type MessageDescriptor, useIntl } from 'react-intl';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';

import { paths } from '../../config/paths';
import { trackEvent } from '../../lib/analytics/analytics';
import { signUpWithEmail } from '../../lib/auth/auth-actions';
import { formErrorMessage } from '../../lib/form-errors/form-errors.messages';
import { consumeLocal, writeLocal } from '../../lib/storage';
import { authMessages as m } from './auth.messages';
import { AuthField } from './AuthField';
import { AuthLayout } from './AuthLayout';
import { authErrorMessage } from './auth-error';
import { PasswordInput } from './PasswordInput';

const fields = ['givenName', 'familyName', 'email'] as const;
const autoComplete = {
  givenName: 'given-name',
  familyName: 'family-name',
  email: 'email',
} as const;

export function RegisterPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [error, setError] = useState<MessageDescriptor | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const { control, handleSubmit } = useForm<SignUpFormInput, unknown, SignUpFormValues>({
    resolver: zodResolver(signUpSchema),
    defaultValues: { givenName: '', familyName: '', email: '', password: '' },
  });

  const ref = params.get('ref');
  useEffect(() => {
    if (ref) writeLocal('referredBy', ref);
  }, [ref]);

  const onSubmit = handleSubmit(async (values) => {
    setError(null);
    setSubmitting(true);
    trackEvent('sign_up_request');
    try {
      if (await checkUserExists(values.email).catch(() => false)) {
        setError(m.errorUserExists);
        return;
      }
      const username = buildSignUpUsername(values.givenName, values.familyName, new Date());
      await signUpWithEmail({ ...values, username });
      trackEvent('sign_up', { method: 'email' });
      // The referral code is used once, right after the account exists, then forgotten.
      const referredBy = consumeLocal('referredBy');
      if (referredBy) trackEvent('signup_referral_used', { referred_by: referredBy });
      navigate(
        `${paths.auth.confirm.to()}?${new URLSearchParams({ username, email: values.email })}`,
      );
    } catch (caught) {
      setError(authErrorMessage(caught));
    } finally {
      setSubmitting(false);
    }
  });

  return (
    <AuthLayout title={intl.formatMessage(m.registerTitle)}>
      <Stack component="form" noValidate spacing={2} onSubmit={onSubmit}>
        {error && <Alert severity="error">{intl.formatMessage(error)}</Alert>}
        {fields.map((name) => (
          <Controller
            key={name}
            control={control}
            name={name}
            render={({ field, fieldState }) => (
              <AuthField
                {...field}
                type={name === 'email' ? 'email' : 'text'}
                autoComplete={autoComplete[name]}
                label={intl.formatMessage(m[name])}
                error={formErrorMessage(intl.formatMessage, fieldState.error?.message)}
              />
            )}
          />
        ))}
        <Controller
          control={control}
          name="password"
          render={({ field, fieldState }) => (
            <PasswordInput
              {...field}
              autoComplete="new-password"
              label={intl.formatMessage(m.password)}
              error={formErrorMessage(intl.formatMessage, fieldState.error?.message)}
            />
          )}
        />
        <StatefulButton type="submit" variant="contained" state={submitting ? 'loading' : 'idle'}>
          {intl.formatMessage(m.register)}
        </StatefulButton>
        <Link component={RouterLink} to={paths.auth.login.to()}>
          {intl.formatMessage(m.haveAccount)}
        </Link>
      </Stack>
    </AuthLayout>
  );
}
