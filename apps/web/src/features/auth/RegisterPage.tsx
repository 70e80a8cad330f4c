/*
 * Sign-up: given name, family name, email, password. The username is built as spec §3 says and kept
 * with the e-mail until the account's first sign-in (lib/auth/pending-sign-up). A `ref` parameter is
 * kept as referredBy and sent to the user at that first sign-in (app/session.tsx). An e-mail whose
 * account still awaits its code goes back to the confirmation page with a new code.
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
import { Link as RouterLink, useLocation, useNavigate, useSearchParams } from 'react-router';

import { paths } from '../../config/paths';
import { trackEvent } from '../../lib/analytics/analytics';
import { signUpWithEmail } from '../../lib/auth/auth-actions';
import { rememberPendingSignUp } from '../../lib/auth/pending-sign-up';
import { resumeUnconfirmedSignUp } from '../../lib/auth/unconfirmed-sign-up';
import { formErrorMessage } from '../../lib/form-errors/form-errors.messages';
import { writeLocal } from '../../lib/storage';
import { authMessages as m } from './auth.messages';
import { AuthField } from './AuthField';
import { AuthLayout, GoogleSignIn } from './AuthLayout';
import { authErrorMessage } from './auth-error';
import type { ConfirmNavigationState, RegisterNavigationState } from './navigation-state';
import { PasswordInput } from './PasswordInput';

/** What another auth page may hand to the sign-up page through navigation state. */
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
  const navigationState = (useLocation().state ?? {}) as RegisterNavigationState;
  const [error, setError] = useState<MessageDescriptor | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const { control, handleSubmit } = useForm<SignUpFormInput, unknown, SignUpFormValues>({
    resolver: zodResolver(signUpSchema),
    defaultValues: {
      givenName: '',
      familyName: '',
      email: navigationState.email ?? '',
      password: '',
    },
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
        const unconfirmed = await resumeUnconfirmedSignUp(values.email);
        if (unconfirmed === 'confirmed') {
          setError(m.errorUserExists);
          return;
        }
        if (unconfirmed === 'codeSent') {
          const state: ConfirmNavigationState = { resumed: true };
          navigate(paths.auth.confirm.to(values.email.trim()), { state });
          return;
        }
        // 'unknownHere': signed up in another browser, whose username this one cannot know. An
        // unconfirmed e-mail is no alias yet, so a new sign-up with it is allowed and gets a code.
      }
      const username = buildSignUpUsername(values.givenName, values.familyName, new Date());
      await signUpWithEmail({ ...values, username });
      rememberPendingSignUp(username, values.email);
      trackEvent('sign_up', { method: 'email' });
      navigate(paths.auth.confirm.to(values.email.trim()));
    } catch (caught) {
      setError(authErrorMessage(caught));
    } finally {
      setSubmitting(false);
    }
  });

  return (
    <AuthLayout title={intl.formatMessage(m.registerTitle)}>
      <Stack spacing={2}>
        <GoogleSignIn onError={setError} />
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
      </Stack>
    </AuthLayout>
  );
}
