import { LibraryDocumentPage } from '../../features/placeholders/PlaceholderPages';

export function Component() {
  return <LibraryDocumentPage />;
}
