import type { Db } from '../../db';
import type { OrganisationId } from '../../lib/tenancy';

export function listOverrides(db: Db, organisationId: OrganisationId) {
  return db
    .selectFrom('feature_flag_overrides')
    .select(['flag', 'value'])
    .where('organisation_id', '=', organisationId)
    .execute();
}

export async function upsertOverride(
  db: Db,
  organisationId: OrganisationId,
  flag: string,
  value: unknown,
) {
  await db
    .insertInto('feature_flag_overrides')
    .values({ organisation_id: organisationId, flag, value: JSON.stringify(value) })
    .onConflict((oc) =>
      oc.columns(['organisation_id', 'flag']).doUpdateSet({ value: JSON.stringify(value) }),
    )
    .execute();
}

export async function deleteOverride(db: Db, organisationId: OrganisationId, flag: string) {
  await db
    .deleteFrom('feature_flag_overrides')
    .where('organisation_id', '=', organisationId)
    .where('flag', '=', flag)
    .execute();
}
