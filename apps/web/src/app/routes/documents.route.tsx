import { LawViewerPage } from '../../features/law-viewer';

/** The law viewer; its loader (the metadata's request) is in the router, outside this code. */
export function Component() {
  return <LawViewerPage />;
}
