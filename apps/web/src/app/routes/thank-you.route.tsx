import { ThankYouPage } from '../../features/products';

export function Component() {
  return <ThankYouPage />;
}
