import { ExplorePage } from '../../features/placeholders/PlaceholderPages';

export function Component() {
  return <ExplorePage />;
}
