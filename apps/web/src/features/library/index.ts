// Library: a workspace's documents (upload, indexing, the document page).
export { LibraryDocumentPage } from './LibraryDocumentPage';
