export { SeatsGrid, seatsGridDefaultLabels } from './SeatsGrid.js';
export type { Seat, SeatsGridLabels, SeatsGridProps, SeatsSortField } from './SeatsGrid.js';
export { seatsGridClasses } from './seatsGridClasses.js';
export type { SeatsGridClassKey } from './seatsGridClasses.js';
export { gridDefaultLimit, gridPageSizeOptions } from '../../internal/server-data-grid.js';
export type {
  GridError,
  GridSort,
  PageRequest,
  ServerGridProps,
} from '../../internal/server-data-grid.js';
