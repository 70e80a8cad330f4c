import type { ColumnType, Generated } from 'kysely';

export interface AuditLogTable {
  id: Generated<number>;
  at: ColumnType<Date, Date | undefined, never>;
  /** The staff user acting (for impersonation) or the user acting. */
  actor_user_id: string;
  /** The user acted upon or impersonated. */
  subject_user_id: string | null;
  organisation_id: string | null;
  action: string;
  detail: ColumnType<unknown, string | undefined, never>;
}

export interface AuditTables {
  audit_log: AuditLogTable;
}
