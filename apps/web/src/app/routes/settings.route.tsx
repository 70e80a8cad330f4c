import { Outlet } from 'react-router';

import { SettingsLayout } from '../../features/settings/SettingsPages';

export function Component() {
  return (
    <SettingsLayout>
      <Outlet />
    </SettingsLayout>
  );
}
