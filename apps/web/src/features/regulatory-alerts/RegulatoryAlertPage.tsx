import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';

import { EmptyStatePage, ParamList } from '../../lib/ui/EmptyStatePage';
import { regulatoryAlertsMessages as m } from './regulatory-alerts.messages';

/** /regulatory-alert/?indexingDateFrom&indexingDateTo&thread&view. */
export function RegulatoryAlertPage() {
  const intl = useIntl();
  const [params] = useSearchParams();
  return (
    <EmptyStatePage title={intl.formatMessage(m.title)} description={intl.formatMessage(m.empty)}>
      <ParamList
        values={{
          indexingDateFrom: params.get('indexingDateFrom'),
          indexingDateTo: params.get('indexingDateTo'),
          thread: params.get('thread'),
          view: params.get('view'),
        }}
      />
    </EmptyStatePage>
  );
}
