/*
 * The workspace pages of the assistant: their layout and empty states until the workspaces issue
 * fills them; the search parameters of spec §2 are already read so links into them keep working.
 */
import { useIntl } from 'react-intl';
import { useParams, useSearchParams } from 'react-router';

import { EmptyStatePage, ParamList } from '../../lib/ui/EmptyStatePage';
import { assistantMessages as m } from './assistant.messages';

export function WorkspacesPage() {
  const intl = useIntl();
  return (
    <EmptyStatePage
      title={intl.formatMessage(m.workspacesTitle)}
      description={intl.formatMessage(m.workspacesEmpty)}
    />
  );
}

export function WorkspacePage({
  internalNormative = false,
}: {
  /** Inside the internal normative workspace. */ internalNormative?: boolean;
}) {
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
