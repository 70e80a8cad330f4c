import { DiscoverPage } from '../../features/placeholders/PlaceholderPages';

export function Component() {
  return <DiscoverPage />;
}
