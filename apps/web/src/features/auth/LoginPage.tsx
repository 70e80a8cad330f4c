import { StatefulButton } from '@lexio/design-system';
import type { FormErrorCode } from '@lexio/forms';
import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { type FormEvent, useState } from 'react';
import { type MessageDescriptor, useIntl } from 'react-intl';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';

import { paths } from '../../config/paths';
import { authErrorKind, signInWithPassword } from '../../lib/auth/auth-actions';
import { formErrorMessage } from '../../lib/form-errors/form-errors.messages';
import { authMessages as m } from './auth.messages';
import { AuthField } from './AuthField';
import { AuthLayout, GoogleSignIn } from './AuthLayout';
import { authErrorMessage } from './auth-error';
import type { ConfirmNavigationState, LoginNavigationState } from './navigation-state';
import { PasswordInput } from './PasswordInput';

/** What another auth page may hand to the sign-in page through navigation state. */
const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function validateEmail(value: string): true | FormErrorCode {
  const email = value.trim();
  if (!email) return 'email.required';
  return emailPattern.test(email) ? true : 'email.invalid';
}

export function LoginPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const state = (useLocation().state ?? {}) as LoginNavigationState;
  const [email, setEmail] = useState(state.email ?? '');
  const [password, setPassword] = useState('');
  // Plain state instead of react-hook-form + zod: two required fields, the same error codes, and
  // about 30 KB gzip less on the sign-in page's first load (budget 200 KB).
  const [fieldErrors, setFieldErrors] = useState<{
    email?: FormErrorCode;
    password?: FormErrorCode;
  }>({});
  const [error, setError] = useState<MessageDescriptor | null>(null);
  const [submitting, setSubmitting] = useState(false);

  /** Goes to the confirmation page (with a new code) when the account awaits its code; else shows `otherwise`. */
  async function toConfirmation(otherwise: MessageDescriptor) {
    // Loaded on demand: it carries the zod contract, which the sign-in page's first load does without.
    const { resumeUnconfirmedSignUp } = await import('../../lib/auth/unconfirmed-sign-up');
    const unconfirmed = await resumeUnconfirmedSignUp(email);
    if (unconfirmed === 'confirmed') {
      setError(otherwise);
      return;
    }
    const next: ConfirmNavigationState = { resumed: unconfirmed === 'codeSent' };
    navigate(paths.auth.confirm.to(email.trim()), { state: next });
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const emailError = validateEmail(email);
    const errors = {
      ...(emailError === true ? {} : { email: emailError }),
      ...(password ? {} : { password: 'password.required' as const }),
    };
    setFieldErrors(errors);
    if (errors.email || errors.password) return;
    setError(null);
    setSubmitting(true);
    try {
      const outcome = await signInWithPassword(email, password);
      // On success the auth state turns logged and the route guard moves on.
      if (outcome === 'confirmSignUp') await toConfirmation(m.errorUserNotConfirmed);
      else if (outcome === 'other') setError(m.errorUnknown);
    } catch (caught) {
      const kind = authErrorKind(caught);
      // The e-mail of an unconfirmed account is no alias yet: the provider answers "wrong
      // credentials" (or "not confirmed"), and only our server can tell the two apart.
      if (kind === 'wrongCredentials' || kind === 'userNotConfirmed') {
        await toConfirmation(authErrorMessage(caught));
      } else {
        setError(authErrorMessage(caught));
      }
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <AuthLayout title={intl.formatMessage(m.loginTitle)}>
      <Stack spacing={2}>
        {state.notice === 'confirmed' && (
          <Alert severity="success">{intl.formatMessage(m.confirmedNotice)}</Alert>
        )}
        {state.notice === 'reset' && (
          <Alert severity="success">{intl.formatMessage(m.resetNotice)}</Alert>
        )}
        <GoogleSignIn onError={setError} />
        <Stack component="form" noValidate spacing={2} onSubmit={(event) => void onSubmit(event)}>
          {error && <Alert severity="error">{intl.formatMessage(error)}</Alert>}
          <AuthField
            name="email"
            type="email"
            autoComplete="username"
            // The page's one task: focus starts in its first field (first load and after sign-out).
            autoFocus
            label={intl.formatMessage(m.email)}
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            error={formErrorMessage(intl.formatMessage, fieldErrors.email)}
          />
          <PasswordInput
            name="password"
            autoComplete="current-password"
            label={intl.formatMessage(m.password)}
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            error={formErrorMessage(intl.formatMessage, fieldErrors.password)}
          />
          <StatefulButton type="submit" variant="contained" state={submitting ? 'loading' : 'idle'}>
            {intl.formatMessage(m.signIn)}
          </StatefulButton>
        </Stack>
        <Link component={RouterLink} to={paths.auth.resetRequest.to()}>
          {intl.formatMessage(m.forgotPassword)}
        </Link>
        <Link component={RouterLink} to={paths.auth.register.to()}>
          {intl.formatMessage(m.noAccount)}
        </Link>
      </Stack>
    </AuthLayout>
  );
}
