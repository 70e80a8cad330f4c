import { resourceKeys } from '../query/resource-keys';

/**
 * Query keys of billing: products and plans, invoices (lists) and the upcoming invoice (a
 * detail). The organisation's subscription has its own root (`subscriptionQueries`); the billing
 * issue adds the requests on these keys.
 */
export const billingQueries = resourceKeys('billing');
