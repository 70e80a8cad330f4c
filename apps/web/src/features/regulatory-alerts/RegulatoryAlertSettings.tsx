import { useIntl } from 'react-intl';

import { EmptySection } from '../../lib/ui/EmptyStatePage';
import { regulatoryAlertsMessages as m } from './regulatory-alerts.messages';

/** /settings/regulatory-alert: per-user and per-organisation alert preferences. */
export function RegulatoryAlertSettings() {
  const intl = useIntl();
  return <EmptySection description={intl.formatMessage(m.settingsEmpty)} />;
}
