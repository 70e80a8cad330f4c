import { RegulatoryAlertSettings } from '../../features/regulatory-alerts';

export function Component() {
  return <RegulatoryAlertSettings />;
}
