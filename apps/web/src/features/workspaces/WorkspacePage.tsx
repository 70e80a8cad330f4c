import { useIntl } from 'react-intl';
import { useParams, useSearchParams } from 'react-router';

import { EmptyStatePage, ParamList } from '../../lib/ui/EmptyStatePage';
import { workspacesMessages as m } from './workspaces.messages';

export interface WorkspacePageProps {
  /** Inside the internal normative workspace. */
  internalNormative?: boolean;
}

/**
 * /assistant/workspaces/{workspaceId}/?openDocumentsCard&tab (and the internal normative one):
 * the search parameters of spec §2 are already read so links into it keep working.
 */
export function WorkspacePage({ internalNormative = false }: WorkspacePageProps) {
  const intl = useIntl();
  const { workspaceId } = useParams();
  const [params] = useSearchParams();
  return (
    <EmptyStatePage
      title={intl.formatMessage(internalNormative ? m.internalNormativeTitle : m.workspaceTitle)}
      description={intl.formatMessage(m.workspaceEmpty)}
    >
      <ParamList
        values={{
          workspaceId,
          openDocumentsCard: params.get('openDocumentsCard'),
          tab: params.get('tab'),
        }}
      />
    </EmptyStatePage>
  );
}
