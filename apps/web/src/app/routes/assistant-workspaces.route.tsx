import { WorkspacesPage } from '../../features/assistant/AssistantPages';

export function Component() {
  return <WorkspacesPage />;
}
