export { LawViewerPage } from './LawViewerPage';
export { LawsPage } from './LawsPage';
export { lawDocumentIdOf } from './prefetch';
