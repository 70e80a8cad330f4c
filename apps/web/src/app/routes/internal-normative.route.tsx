import { Navigate, Outlet, useLocation } from 'react-router';

import { paths } from '../../config/paths';
import { accessSubjectOf, canUseInternalNormative } from '../../lib/access/access-rules';
import { useSession } from '../../lib/session/session-context';
import { RequireEnterprise } from '../require-enterprise';

/**
 * The internal normative workspace's children need the ENTERPRISE plan. Spec §2: on any other plan
 * /assistant/internal-normative itself redirects to /assistant; a deeper link says why it is closed.
 */
export function Component() {
  const { me, organisation, subscription } = useSession();
  const { pathname } = useLocation();
  const atRoot = pathname.replace(/\/+$/, '') === paths.assistant.internalNormative.to();
  if (atRoot && !canUseInternalNormative(accessSubjectOf(me, organisation, subscription))) {
    return <Navigate to={paths.assistant.root.to()} replace />;
  }
  return (
    <RequireEnterprise>
      <Outlet />
    </RequireEnterprise>
  );
}
