import { LoginPage } from '../../features/auth/LoginPage';

export function Component() {
  return <LoginPage />;
}
