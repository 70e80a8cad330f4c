export { DocumentsGrid, documentProgress, documentsGridDefaultLabels } from './DocumentsGrid.js';
export type {
  DocumentIndexingStatus,
  DocumentsGridLabels,
  DocumentsGridProps,
  DocumentsSortField,
  LibraryDocument,
} from './DocumentsGrid.js';
export { documentsGridClasses } from './documentsGridClasses.js';
export type { DocumentsGridClassKey } from './documentsGridClasses.js';
