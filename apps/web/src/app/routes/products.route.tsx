import { ProductsPage } from '../../features/products';

export function Component() {
  return <ProductsPage />;
}
