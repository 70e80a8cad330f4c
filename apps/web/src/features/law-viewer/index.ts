export { LawViewerPage } from './LawViewerPage';
export { LawsPage } from './LawsPage';
