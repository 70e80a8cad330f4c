import type { ColumnType, Generated, Selectable } from 'kysely';

export interface OrganisationsTable {
  id: Generated<string>;
  name: string;
  company_type: string | null;
  is_onboarded: Generated<boolean>;
  free_chat_remaining: Generated<number>;
  free_credits_available: Generated<boolean>;
  /** Set on seeded demo organisations, so the seed can run at every start. */
  demo_key: string | null;
  created_at: ColumnType<Date, Date | undefined, never>;
}
export type OrganisationRow = Selectable<OrganisationsTable>;

export interface OrganisationTables {
  organisations: OrganisationsTable;
}
