import { AssistantHomePage } from '../../features/assistant/AssistantHomePage';

export function Component() {
  return <AssistantHomePage />;
}
