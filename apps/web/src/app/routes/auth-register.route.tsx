import { RegisterPage } from '../../features/auth/RegisterPage';

export function Component() {
  return <RegisterPage />;
}
