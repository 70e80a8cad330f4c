import { ProfileSettingsPage } from '../../features/settings/SettingsPages';

export function Component() {
  return <ProfileSettingsPage />;
}
