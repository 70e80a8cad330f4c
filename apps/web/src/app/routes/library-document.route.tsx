import { LibraryDocumentPage } from '../../features/library';

export function Component() {
  return <LibraryDocumentPage />;
}
