import { paths } from '../../config/paths';
import { ThreadPage } from '../../features/assistant/ThreadPage';
import { WorkspaceDocumentSearch } from '../../features/workspaces/WorkspaceDocumentSearch';

/** The internal normative workspace's thread: the assistant's thread page, its documents searchable from the chat. */
export function Component() {
  return (
    <ThreadPage
      composerTools={(workspaceId) => <WorkspaceDocumentSearch workspaceId={workspaceId} />}
      workspacePath={paths.assistant.internalNormativeWorkspace.to}
    />
  );
}
