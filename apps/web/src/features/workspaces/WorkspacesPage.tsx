import { useIntl } from 'react-intl';

import { EmptyStatePage } from '../../lib/ui/EmptyStatePage';
import { workspacesMessages as m } from './workspaces.messages';

/** /assistant/workspaces: the organisation's workspaces. */
export function WorkspacesPage() {
  const intl = useIntl();
  return (
    <EmptyStatePage
      title={intl.formatMessage(m.listTitle)}
      description={intl.formatMessage(m.listEmpty)}
    />
  );
}
