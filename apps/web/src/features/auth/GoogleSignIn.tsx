/*
 * "Continue with Google" and the "or" rule under it, on sign-in and sign-up: the identity
 * provider's hosted sign-in by redirect (aws-amplify's signInWithRedirect, code flow). Shown only
 * when an OAuth domain is configured (the real Cognito domain, or locally the stand-in that
 * `npm start` runs). The identity library loads on click, so the sign-in page's first load stays
 * within its budget; when the redirect comes back without a session (cancelled, refused) the
 * library's signInWithRedirect_failure event is reported through `onError`.
 */
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { type MessageDescriptor, useIntl } from 'react-intl';

import { env } from '../../config/env';
import { clearSignInProblem, onAuthHubEvent, readSignInProblem } from '../../lib/auth/amplify';
import { signInWithGoogle } from '../../lib/auth/auth-actions';
import { authMessages as m } from './auth.messages';
import { authErrorMessage } from './auth-error';

export function GoogleSignIn({ onError }: { onError: (message: MessageDescriptor) => void }) {
  const intl = useIntl();
  const [redirecting, setRedirecting] = useState(false);

  // The failure may have come before this page could listen (while the app loaded): taken once.
  useEffect(() => {
    if (!env.oauthDomain) return;
    const report = () => {
      const problem = readSignInProblem();
      if (problem)
        onError(problem === 'emailNotVerified' ? m.errorEmailNotVerified : m.errorGoogle);
    };
    report();
    return onAuthHubEvent((event) => {
      if (event === 'signInWithRedirect_failure') report();
    });
  }, [onError]);
  // Back from the provider's page (restored from the back-forward cache): the button works again.
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) setRedirecting(false);
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, []);

  if (!env.oauthDomain) return null;
  return (
    <>
      <Button
        variant="outlined"
        disabled={redirecting}
        // Google's multicolour G, as its branding asks: a static file, not in the sign-in bundle.
        startIcon={<img src="/google-g.svg" alt="" width={18} height={18} />}
        onClick={() => {
          setRedirecting(true);
          clearSignInProblem();
          signInWithGoogle().catch((error: unknown) => {
            setRedirecting(false);
            onError(authErrorMessage(error));
          });
        }}
      >
        {intl.formatMessage(m.google)}
      </Button>
      {/* A rule with a word in it, drawn by CSS: MUI's Divider would cost the sign-in budget. */}
      <Typography
        role="separator"
        variant="body2"
        color="text.secondary"
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 2,
          '&::before, &::after': {
            content: '""',
            flex: 1,
            borderTop: 1,
            borderColor: 'divider',
          },
        }}
      >
        {intl.formatMessage(m.or)}
      </Typography>
    </>
  );
}
