import { useIntl } from 'react-intl';

import { EmptyStatePage } from '../../lib/ui/EmptyStatePage';
import { productsMessages as m } from './products.messages';

/** /thank-you: after a subscription is bought. */
export function ThankYouPage() {
  const intl = useIntl();
  return (
    <EmptyStatePage
      title={intl.formatMessage(m.thankYouTitle)}
      description={intl.formatMessage(m.thankYouEmpty)}
    />
  );
}
