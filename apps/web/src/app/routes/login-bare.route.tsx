import { Outlet } from 'react-router';

import { QueryProvider } from '../../lib/query-provider';
import { RequireLogin } from '../guards';

/** Login required, without the shell (the impersonation hand-off). */
export function Component() {
  return (
    <RequireLogin>
      <QueryProvider>
        <Outlet />
      </QueryProvider>
    </RequireLogin>
  );
}
