import { WorkspacesPage } from '../../features/workspaces';

export function Component() {
  return <WorkspacesPage />;
}
