import { ResetFinalizePage } from '../../features/auth/ResetFinalizePage';

export function Component() {
  return <ResetFinalizePage />;
}
