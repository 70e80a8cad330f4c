import { useIntl } from 'react-intl';

import { EmptyStatePage } from '../../lib/ui/EmptyStatePage';
import { productsMessages as m } from './products.messages';

/** /products: the plans and their prices (empty until the billing issue fills it). */
export function ProductsPage() {
  const intl = useIntl();
  return (
    <EmptyStatePage
      title={intl.formatMessage(m.productsTitle)}
      description={intl.formatMessage(m.productsEmpty)}
    />
  );
}
