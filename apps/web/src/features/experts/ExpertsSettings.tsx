import { useIntl } from 'react-intl';

import { EmptySection } from '../../lib/ui/EmptyStatePage';
import { expertsMessages as m } from './experts.messages';

/** /settings/experts. */
export function ExpertsSettings() {
  const intl = useIntl();
  return <EmptySection description={intl.formatMessage(m.settingsEmpty)} />;
}
