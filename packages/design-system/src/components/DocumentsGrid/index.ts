export { DocumentsGrid, documentProgress, documentsGridDefaultLabels } from './DocumentsGrid';
export type {
  DocumentIndexingStatus,
  DocumentsGridLabels,
  DocumentsGridProps,
  DocumentsSortField,
  LibraryDocument,
} from './DocumentsGrid';
export { documentsGridClasses } from './documentsGridClasses';
export type { DocumentsGridClassKey } from './documentsGridClasses';
