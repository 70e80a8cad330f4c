import { parsePurchaseParams } from '@lexio/forms';
import { Navigate, useSearchParams } from 'react-router';

import { paths } from '../../config/paths';
import { PurchasePage } from '../../features/products';

/** Spec §2/§5: without a valid plan and billingType the purchase route sends the user to /products. */
export function Component() {
  const [params] = useSearchParams();
  if (!parsePurchaseParams(params)) return <Navigate to={paths.products.to()} replace />;
  return <PurchasePage />;
}
