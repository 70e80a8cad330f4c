export { LawViewerPage } from './LawViewerPage';
