import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';

import { EmptyStatePage, ParamList } from '../../lib/ui/EmptyStatePage';
import { productsMessages as m } from './products.messages';

/** /checkout/?session_id&hasError: the payment provider's return. */
export function CheckoutPage() {
  const intl = useIntl();
  const [params] = useSearchParams();
  return (
    <EmptyStatePage
      title={intl.formatMessage(m.checkoutTitle)}
      description={intl.formatMessage(m.checkoutEmpty)}
    >
      <ParamList
        values={{ session_id: params.get('session_id'), hasError: params.get('hasError') }}
      />
    </EmptyStatePage>
  );
}
