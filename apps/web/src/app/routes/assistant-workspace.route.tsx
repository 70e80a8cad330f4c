import { WorkspacePage } from '../../features/assistant/AssistantPages';

export function Component() {
  return <WorkspacePage />;
}
