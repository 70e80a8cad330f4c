import { SharePage } from '../../features/assistant/SharePage';

export function Component() {
  return <SharePage />;
}
