import { Outlet } from 'react-router';

import { RequireEnterprise } from '../require-enterprise';

/** The internal normative workspace's children need the ENTERPRISE plan. */
export function Component() {
  return (
    <RequireEnterprise>
      <Outlet />
    </RequireEnterprise>
  );
}
