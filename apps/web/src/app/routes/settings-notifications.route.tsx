import { NotificationSettings } from '../../features/settings/SettingsPages';

export function Component() {
  return <NotificationSettings />;
}
