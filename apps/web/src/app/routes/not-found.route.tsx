import { NotFoundRoute } from '../not-found';

export function Component() {
  return <NotFoundRoute />;
}
