import { ExplorePage } from '../../features/prompt-library';

export function Component() {
  return <ExplorePage />;
}
