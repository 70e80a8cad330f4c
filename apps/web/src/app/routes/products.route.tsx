import { ProductsPage } from '../../features/placeholders/PlaceholderPages';

export function Component() {
  return <ProductsPage />;
}
