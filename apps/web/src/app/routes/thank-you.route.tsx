import { ThankYouPage } from '../../features/placeholders/PlaceholderPages';

export function Component() {
  return <ThankYouPage />;
}
