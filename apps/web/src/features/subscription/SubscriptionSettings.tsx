import { useIntl } from 'react-intl';

import { EmptySection } from '../../lib/ui/EmptyStatePage';
import { subscriptionMessages as m } from './subscription.messages';

/** /settings/subscription: the organisation's plan, invoices and the customer portal. */
export function SubscriptionSettings() {
  const intl = useIntl();
  return <EmptySection description={intl.formatMessage(m.subscriptionEmpty)} />;
}
