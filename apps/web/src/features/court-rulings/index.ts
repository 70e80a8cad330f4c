export { CourtRulingPage } from './CourtRulingPage';
