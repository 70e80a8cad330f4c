import { CheckoutPage } from '../../features/placeholders/PlaceholderPages';

export function Component() {
  return <CheckoutPage />;
}
