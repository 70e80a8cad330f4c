import { useIntl } from 'react-intl';

import { EmptyStatePage } from '../../lib/ui/EmptyStatePage';
import { productsMessages as m } from './products.messages';

/** /checkout/?session_id&hasError: the payment provider's return. */
export function CheckoutPage() {
  const intl = useIntl();
  return (
    <EmptyStatePage
      title={intl.formatMessage(m.checkoutTitle)}
      description={intl.formatMessage(m.checkoutEmpty)}
    />
  );
}
