import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';

import { EmptyStatePage, ParamList } from '../../lib/ui/EmptyStatePage';
import { productsMessages as m } from './products.messages';

/** /purchase?plan&billingType&trial: checkout of the chosen plan (the route checks the parameters). */
export function PurchasePage() {
  const intl = useIntl();
  const [params] = useSearchParams();
  return (
    <EmptyStatePage
      title={intl.formatMessage(m.purchaseTitle)}
      description={intl.formatMessage(m.purchaseEmpty)}
    >
      <ParamList
        values={{
          plan: params.get('plan'),
          billingType: params.get('billingType'),
          trial: params.get('trial'),
        }}
      />
    </EmptyStatePage>
  );
}
