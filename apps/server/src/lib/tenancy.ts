declare const organisationIdBrand: unique symbol;

/**
 * The id of the organisation a request acts for. Every repo function that reads or writes an
 * organisation's rows takes one, and an id read from a URL, a body or another organisation's row is
 * a plain string: a query that forgets to scope itself by the caller's organisation does not compile.
 *
 * Only code that knows whose data it is produces one: the authentication hook (lib/auth.ts, from
 * the verified principal), the reviewed cross-organisation module (modules/identity/) and tests.
 * `tenancy.test.ts` fails when anything else brands a string.
 */
export type OrganisationId = string & { readonly [organisationIdBrand]: 'OrganisationId' };

/** Brands an organisation id. Allowed only where OrganisationId's comment says. */
export const asOrganisationId = (id: string): OrganisationId => id as OrganisationId;
