import { Navigate } from 'react-router';

import { paths } from '../../config/paths';

/** '/': public. Signed-in users are sent on by the guard; visitors go to sign-in. */
export function Component() {
  return <Navigate to={paths.auth.login.to()} replace />;
}
