import { CheckoutPage } from '../../features/products';

export function Component() {
  return <CheckoutPage />;
}
