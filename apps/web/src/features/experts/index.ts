// Experts: the settings section (and, later, the experts pages).
export { ExpertsSettings } from './ExpertsSettings';
