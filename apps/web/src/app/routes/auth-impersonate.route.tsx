import { ImpersonatePage } from '../../features/auth/ImpersonatePage';

export function Component() {
  return <ImpersonatePage />;
}
