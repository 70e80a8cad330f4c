import { useIntl } from 'react-intl';

import { EmptyStatePage } from '../../lib/ui/EmptyStatePage';
import { productsMessages as m } from './products.messages';

/**
 * /purchase?plan&billingType&trial: checkout of the chosen plan (the route checks the parameters).
 * The parameters stay internal: a page never shows the address's raw values to the user.
 */
export function PurchasePage() {
  const intl = useIntl();
  return (
    <EmptyStatePage
      title={intl.formatMessage(m.purchaseTitle)}
      description={intl.formatMessage(m.purchaseEmpty)}
    />
  );
}
