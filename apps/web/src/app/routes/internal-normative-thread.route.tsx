import { ThreadPage } from '../../features/assistant/ThreadPage';

export function Component() {
  return <ThreadPage />;
}
