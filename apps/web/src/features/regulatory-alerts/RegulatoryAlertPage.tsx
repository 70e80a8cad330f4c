import { useIntl } from 'react-intl';

import { EmptyStatePage } from '../../lib/ui/EmptyStatePage';
import { regulatoryAlertsMessages as m } from './regulatory-alerts.messages';

/** /regulatory-alert/?indexingDateFrom&indexingDateTo&thread&view. */
export function RegulatoryAlertPage() {
  const intl = useIntl();
  return (
    <EmptyStatePage title={intl.formatMessage(m.title)} description={intl.formatMessage(m.empty)} />
  );
}
