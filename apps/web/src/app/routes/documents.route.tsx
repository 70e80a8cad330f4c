import { LawViewerPage } from '../../features/law-viewer';

export function Component() {
  return <LawViewerPage />;
}
