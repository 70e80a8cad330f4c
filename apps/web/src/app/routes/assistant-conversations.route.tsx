import { ConversationsPage } from '../../features/assistant/ConversationsPage';

export function Component() {
  return <ConversationsPage />;
}
