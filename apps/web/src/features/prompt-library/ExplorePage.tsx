import { useIntl } from 'react-intl';

import { EmptyStatePage } from '../../lib/ui/EmptyStatePage';
import { promptLibraryMessages as m } from './prompt-library.messages';

/** /explore/?tab: legal sources by jurisdiction. */
export function ExplorePage() {
  const intl = useIntl();
  return (
    <EmptyStatePage
      title={intl.formatMessage(m.exploreTitle)}
      description={intl.formatMessage(m.exploreEmpty)}
    />
  );
}
