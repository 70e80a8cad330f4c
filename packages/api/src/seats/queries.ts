import { resourceKeys } from '../query/resource-keys';

/**
 * Query keys of the organisation's seats: the users holding them (lists) and the seat meter
 * (a detail). The billing issue adds the requests on these keys.
 */
export const seatQueries = resourceKeys('seats');
