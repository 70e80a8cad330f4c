// Prompt library, discover and explore: content served by the headless content service.
export { DiscoverPage } from './DiscoverPage';
export { ExplorePage } from './ExplorePage';
