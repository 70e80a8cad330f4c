import { LawsPage } from '../../features/law-viewer';

export function Component() {
  return <LawsPage />;
}
