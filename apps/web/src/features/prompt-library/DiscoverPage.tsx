import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';

import { EmptyStatePage, ParamList } from '../../lib/ui/EmptyStatePage';
import { promptLibraryMessages as m } from './prompt-library.messages';

/** /discover/?tab: the prompt library and use cases. */
export function DiscoverPage() {
  const intl = useIntl();
  const [params] = useSearchParams();
  return (
    <EmptyStatePage
      title={intl.formatMessage(m.discoverTitle)}
      description={intl.formatMessage(m.discoverEmpty)}
    >
      <ParamList values={{ tab: params.get('tab') }} />
    </EmptyStatePage>
  );
}
