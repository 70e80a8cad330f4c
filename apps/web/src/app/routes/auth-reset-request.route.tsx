import { ResetRequestPage } from '../../features/auth/ResetRequestPage';

export function Component() {
  return <ResetRequestPage />;
}
