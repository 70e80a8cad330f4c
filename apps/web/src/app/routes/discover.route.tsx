import { DiscoverPage } from '../../features/prompt-library';

export function Component() {
  return <DiscoverPage />;
}
