import { RegulatoryAlertPage } from '../../features/placeholders/PlaceholderPages';

export function Component() {
  return <RegulatoryAlertPage />;
}
