import { useIntl } from 'react-intl';

import { EmptySection } from '../../lib/ui/EmptyStatePage';
import { subscriptionMessages as m } from './subscription.messages';

/** /settings/seats: the seat meter and the organisation's users (invite, edit, remove). */
export function SeatsSettings() {
  const intl = useIntl();
  return <EmptySection description={intl.formatMessage(m.seatsEmpty)} />;
}
