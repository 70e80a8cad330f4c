import { defineMessage, defineMessages } from 'react-intl';

export const authMessages = defineMessages({
  loginTitle: {
    id: 'auth.login.title',
    defaultMessage: 'Sign in to Lexio',
    description: 'Heading of the sign-in page',
  },
  email: {
    id: 'auth.field.email',
    defaultMessage: 'Email',
    description: 'Label of the email field',
  },
  password: {
    id: 'auth.field.password',
    defaultMessage: 'Password',
    description: 'Label of the password field',
  },
  givenName: {
    id: 'auth.field.givenName',
    defaultMessage: 'First name',
    description: 'Label of the given name field',
  },
  familyName: {
    id: 'auth.field.familyName',
    defaultMessage: 'Last name',
    description: 'Label of the family name field',
  },
  code: {
    id: 'auth.field.code',
    defaultMessage: 'Verification code',
    description: 'Label of the emailed code field',
  },
  newPassword: {
    id: 'auth.field.newPassword',
    defaultMessage: 'New password',
    description: 'Label of the new password field',
  },
  showPassword: {
    id: 'auth.field.showPassword',
    defaultMessage: 'Show password',
    description: 'Button revealing the password',
  },
  hidePassword: {
    id: 'auth.field.hidePassword',
    defaultMessage: 'Hide password',
    description: 'Button hiding the password',
  },
  signIn: {
    id: 'auth.login.submit',
    defaultMessage: 'Sign in',
    description: 'Submit button of the sign-in form',
  },
  google: {
    id: 'auth.login.google',
    defaultMessage: 'Continue with Google',
    description: 'Button signing in through Google',
  },
  or: {
    id: 'auth.login.or',
    defaultMessage: 'or',
    description: 'Separator between Google and email sign-in',
  },
  forgotPassword: {
    id: 'auth.login.forgot',
    defaultMessage: 'Forgot your password?',
    description: 'Link to the password reset',
  },
  noAccount: {
    id: 'auth.login.noAccount',
    defaultMessage: 'New to Lexio? Create an account',
    description: 'Link from sign-in to sign-up',
  },
  confirmedNotice: {
    id: 'auth.login.confirmed',
    defaultMessage: 'Your account is confirmed. Sign in to continue.',
    description: 'Notice on the sign-in page after confirming a new account',
  },
  resetNotice: {
    id: 'auth.login.resetDone',
    defaultMessage: 'Your password has been changed. Sign in with the new one.',
    description: 'Notice on the sign-in page after a password reset',
  },
  registerTitle: {
    id: 'auth.register.title',
    defaultMessage: 'Create your Lexio account',
    description: 'Heading of the sign-up page',
  },
  register: {
    id: 'auth.register.submit',
    defaultMessage: 'Create account',
    description: 'Submit button of the sign-up form',
  },
  haveAccount: {
    id: 'auth.register.haveAccount',
    defaultMessage: 'Already have an account? Sign in',
    description: 'Link from sign-up to sign-in',
  },
  confirmTitle: {
    id: 'auth.confirm.title',
    defaultMessage: 'Check your email',
    description: 'Heading of the confirmation code page',
  },
  confirmIntro: defineMessage<{ email: string }>({
    id: 'auth.confirm.intro',
    defaultMessage: 'We sent a verification code to {email}. Enter it to activate your account.',
    description: 'Explanation on the confirmation code page',
  }),
  confirm: {
    id: 'auth.confirm.submit',
    defaultMessage: 'Confirm account',
    description: 'Submit button of the confirmation form',
  },
  resendCode: {
    id: 'auth.confirm.resend',
    defaultMessage: 'Send a new code',
    description: 'Button asking for a new confirmation code',
  },
  codeResent: {
    id: 'auth.confirm.resent',
    defaultMessage: 'A new code is on its way.',
    description: 'Notice after a new code was sent',
  },
  confirmResumed: defineMessage<{ email: string }>({
    id: 'auth.confirm.resumed',
    defaultMessage: 'Your account is not confirmed yet. We have sent a new code to {email}.',
    description:
      'Notice on the confirmation page when sign-in or sign-up found the account still unconfirmed and sent a new code',
  }),
  confirmUnknownHere: defineMessage<{ email: string }>({
    id: 'auth.confirm.unknownHere',
    defaultMessage:
      'The account of {email} is waiting for its code, but it was created in another browser. Create the account again here with the same email to get a new code.',
    description:
      'Shown on the confirmation page when this browser does not hold the sign-up awaiting confirmation',
  }),
  registerAgain: {
    id: 'auth.confirm.registerAgain',
    defaultMessage: 'Create the account again',
    description: 'Link from the confirmation page to the sign-up form, with the email filled in',
  },
  confirmMissingUser: {
    id: 'auth.confirm.missingUser',
    defaultMessage: 'This confirmation link is incomplete. Sign up again or sign in.',
    description: 'Shown when the confirmation page lacks the account to confirm',
  },
  resetRequestTitle: {
    id: 'auth.reset.request.title',
    defaultMessage: 'Reset your password',
    description: 'Heading of the reset request page',
  },
  resetRequestIntro: {
    id: 'auth.reset.request.intro',
    defaultMessage: 'Enter your email and we will send you a code to choose a new password.',
    description: 'Explanation on the reset request page',
  },
  sendCode: {
    id: 'auth.reset.request.submit',
    defaultMessage: 'Send code',
    description: 'Submit button of the reset request',
  },
  resetFinalizeTitle: {
    id: 'auth.reset.finalize.title',
    defaultMessage: 'Choose a new password',
    description: 'Heading of the reset finalize page',
  },
  resetFinalizeIntro: defineMessage<{ email: string }>({
    id: 'auth.reset.finalize.intro',
    defaultMessage: 'Enter the code sent to {email} and your new password.',
    description: 'Explanation on the reset finalize page',
  }),
  resetMissingEmail: {
    id: 'auth.reset.finalize.missingEmail',
    defaultMessage: 'This reset link has no email. Start the reset again.',
    description: 'Shown when the reset finalize page has no email parameter',
  },
  savePassword: {
    id: 'auth.reset.finalize.submit',
    defaultMessage: 'Save new password',
    description: 'Submit button of the reset finalize form',
  },
  backToLogin: {
    id: 'auth.backToLogin',
    defaultMessage: 'Back to sign in',
    description: 'Link back to the sign-in page',
  },
  impersonating: {
    id: 'auth.impersonate.loading',
    defaultMessage: 'Opening the user’s account…',
    description: 'Shown while the impersonation token is requested',
  },
  impersonateFailed: {
    id: 'auth.impersonate.failed',
    defaultMessage: 'You cannot open this account. Only platform staff may impersonate users.',
    description: 'Shown when the impersonation request is refused',
  },
  errorWrongCredentials: {
    id: 'auth.error.wrongCredentials',
    defaultMessage: 'Wrong email or password.',
    description: 'Sign-in error for a wrong password or unknown user',
  },
  errorUserNotConfirmed: {
    id: 'auth.error.userNotConfirmed',
    defaultMessage: 'Your account is not confirmed yet. Enter the code we emailed you.',
    description: 'Sign-in error for an account whose email is not confirmed',
  },
  errorUserExists: {
    id: 'auth.error.userExists',
    defaultMessage: 'An account with this email already exists. Sign in instead.',
    description: 'Sign-up error for an email already registered',
  },
  errorBadCode: {
    id: 'auth.error.badCode',
    defaultMessage: 'That code is not right. Check the email and try again.',
    description: 'Error for a wrong verification code',
  },
  errorExpiredCode: {
    id: 'auth.error.expiredCode',
    defaultMessage: 'That code has expired. Ask for a new one.',
    description: 'Error for an expired verification code',
  },
  errorWeakPassword: {
    id: 'auth.error.weakPassword',
    defaultMessage: 'The password does not meet the requirements.',
    description: 'Error when the identity provider refuses the password',
  },
  errorTooManyAttempts: {
    id: 'auth.error.tooManyAttempts',
    defaultMessage: 'Too many attempts. Wait a moment and try again.',
    description: 'Error after too many tries',
  },
  errorGoogle: {
    id: 'auth.error.google',
    defaultMessage: 'Google sign-in did not complete. Please try again.',
    description:
      'Shown on the sign-in page when the Google sign-in came back without signing in (cancelled or failed)',
  },
  errorEmailNotVerified: {
    id: 'auth.error.emailNotVerified',
    defaultMessage:
      'Google has not verified this e-mail address, so Lexio cannot sign you in with it. Sign in with your password, or verify the address with Google first.',
    description:
      'Shown on the sign-in page when Google signed someone in with an e-mail address it has not verified (no account is linked or created)',
  },
  errorUnknown: {
    id: 'auth.error.unknown',
    defaultMessage: 'Something went wrong. Please try again.',
    description: 'Generic sign-in error',
  },
});
