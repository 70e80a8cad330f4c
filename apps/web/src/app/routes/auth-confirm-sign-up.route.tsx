import { ConfirmSignUpPage } from '../../features/auth/ConfirmSignUpPage';

export function Component() {
  return <ConfirmSignUpPage />;
}
