import { WorkspacePage } from '../../features/workspaces';

export function Component() {
  return <WorkspacePage internalNormative />;
}
