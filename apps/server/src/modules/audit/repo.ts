import type { Kysely } from 'kysely';

import type { AuditTables } from './tables';

/**
 * Appends one entry. The audit log is the platform's record of staff acting across organisations;
 * no organisation reads it, so its organisation id is the subject's, not a caller's scope.
 */
export async function insertAuditEntry(
  db: Kysely<AuditTables>,
  entry: {
    actorUserId: string;
    subjectUserId: string | null;
    organisationId: string | null;
    action: string;
    detail: unknown;
  },
): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({
      actor_user_id: entry.actorUserId,
      subject_user_id: entry.subjectUserId,
      organisation_id: entry.organisationId,
      action: entry.action,
      detail: JSON.stringify(entry.detail),
    })
    .execute();
}
