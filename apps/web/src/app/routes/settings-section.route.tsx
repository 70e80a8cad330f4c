import { SettingsSectionPlaceholder } from '../../features/settings/SettingsPages';

/** Notifications, subscription, seats, regulatory alerts and experts: filled by later issues. */
export function Component() {
  return <SettingsSectionPlaceholder />;
}
