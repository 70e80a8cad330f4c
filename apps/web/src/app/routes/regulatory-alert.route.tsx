import { RegulatoryAlertPage } from '../../features/regulatory-alerts';

export function Component() {
  return <RegulatoryAlertPage />;
}
