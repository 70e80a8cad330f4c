import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';

import { EmptyStatePage, ParamList } from '../../lib/ui/EmptyStatePage';
import { promptLibraryMessages as m } from './prompt-library.messages';

/** /explore/?tab: legal sources by jurisdiction. */
export function ExplorePage() {
  const intl = useIntl();
  const [params] = useSearchParams();
  return (
    <EmptyStatePage
      title={intl.formatMessage(m.exploreTitle)}
      description={intl.formatMessage(m.exploreEmpty)}
    >
      <ParamList values={{ tab: params.get('tab') }} />
    </EmptyStatePage>
  );
}
