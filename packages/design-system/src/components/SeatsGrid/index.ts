export { SeatsGrid, seatsGridDefaultLabels } from './SeatsGrid';
export type { Seat, SeatsGridLabels, SeatsGridProps, SeatsSortField } from './SeatsGrid';
export { seatsGridClasses } from './seatsGridClasses';
export type { SeatsGridClassKey } from './seatsGridClasses';
export { gridDefaultLimit, gridPageSizeOptions } from '../../internal/server-data-grid';
export type {
  GridError,
  GridSort,
  PageRequest,
  ServerGridProps,
} from '../../internal/server-data-grid';
