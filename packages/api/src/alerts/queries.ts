import { resourceKeys } from '../query/resource-keys';

/**
 * Query keys of the regulatory alerts: the alerts (lists, by date range), one alert (detail) and
 * the preferences. The alerts issue adds the requests on these keys.
 */
export const alertQueries = resourceKeys('alerts');
