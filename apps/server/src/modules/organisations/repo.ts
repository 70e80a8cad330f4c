import type { Updateable } from 'kysely';

import type { Db } from '../../db';
import type { OrganisationId } from '../../lib/tenancy';
import type { OrganisationsTable } from './tables';

export function findOrganisation(db: Db, organisationId: OrganisationId) {
  return db
    .selectFrom('organisations')
    .selectAll()
    .where('id', '=', organisationId)
    .executeTakeFirst();
}

export function updateOrganisation(
  db: Db,
  organisationId: OrganisationId,
  changes: Updateable<OrganisationsTable>,
) {
  return db
    .updateTable('organisations')
    .set(changes)
    .where('id', '=', organisationId)
    .returningAll()
    .executeTakeFirst();
}
