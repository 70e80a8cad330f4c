import type { Kysely } from 'kysely';

import * as repo from './repo';
import type { AuditTables } from './tables';

/** What the audit log records: an action, who did it, to whom, with its details. */
export type AuditEntry =
  | {
      action: 'impersonation.issue';
      actorUserId: string;
      subject: { userId: string; organisationId: string };
      detail: { expiresAt: string };
    }
  | {
      action: 'impersonation.request';
      actorUserId: string;
      subject: { userId: string; organisationId: string };
      detail: { method: string; url: string };
    };

/** Records an entry in the audit log (every impersonation token issued, and every use of one). */
export async function recordAudit(db: Kysely<AuditTables>, entry: AuditEntry): Promise<void> {
  await repo.insertAuditEntry(db, {
    actorUserId: entry.actorUserId,
    subjectUserId: entry.subject.userId,
    organisationId: entry.subject.organisationId,
    action: entry.action,
    detail: entry.detail,
  });
}
