import { useIntl } from 'react-intl';
import { useParams } from 'react-router';

import { EmptyStatePage, ParamList } from '../../lib/ui/EmptyStatePage';
import { libraryMessages as m } from './library.messages';

/** /library/{workspaceId}/{documentId}: one document of a workspace's library. */
export function LibraryDocumentPage() {
  const intl = useIntl();
  const routeParams = useParams();
  return (
    <EmptyStatePage
      title={intl.formatMessage(m.documentTitle)}
      description={intl.formatMessage(m.documentEmpty)}
    >
      <ParamList
        values={{ workspaceId: routeParams.workspaceId, documentId: routeParams.documentId }}
      />
    </EmptyStatePage>
  );
}
