// The data grids live behind their own entry point (@lexio/design-system/grids) so that an app which
// renders no grid never loads @mui/x-data-grid. Never re-export these from index.ts.
export {
  DocumentsGrid,
  documentProgress,
  documentsGridClasses,
  documentsGridDefaultLabels,
} from './components/DocumentsGrid/index.js';
export type {
  DocumentIndexingStatus,
  DocumentsGridClassKey,
  DocumentsGridLabels,
  DocumentsGridProps,
  DocumentsSortField,
  LibraryDocument,
} from './components/DocumentsGrid/index.js';
export {
  gridDefaultLimit,
  gridPageSizeOptions,
  SeatsGrid,
  seatsGridClasses,
  seatsGridDefaultLabels,
} from './components/SeatsGrid/index.js';
export type {
  GridError,
  GridSort,
  PageRequest,
  Seat,
  SeatsGridClassKey,
  SeatsGridLabels,
  SeatsGridProps,
  SeatsSortField,
  ServerGridProps,
} from './components/SeatsGrid/index.js';
