import { useIntl } from 'react-intl';

import { EmptyStatePage } from '../../lib/ui/EmptyStatePage';
import { promptLibraryMessages as m } from './prompt-library.messages';

/** /discover/?tab: the prompt library and use cases. */
export function DiscoverPage() {
  const intl = useIntl();
  return (
    <EmptyStatePage
      title={intl.formatMessage(m.discoverTitle)}
      description={intl.formatMessage(m.discoverEmpty)}
    />
  );
}
