import { paths } from '../../config/paths';
import { WorkspaceComposer } from '../../features/assistant/WorkspaceComposer';
import { WorkspacePage } from '../../features/workspaces';
import { WorkspaceDocumentSearch } from '../../features/workspaces/WorkspaceDocumentSearch';

export function Component() {
  return (
    <WorkspacePage
      internalNormative
      composer={(workspaceId) => (
        <WorkspaceComposer
          workspaceId={workspaceId}
          threadPath={(thread) => paths.assistant.internalNormativeThread.to(workspaceId, thread)}
          tools={<WorkspaceDocumentSearch workspaceId={workspaceId} />}
        />
      )}
    />
  );
}
