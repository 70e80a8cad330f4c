import type { ColumnType } from 'kysely';

/** A further identity-provider subject of a user: a federated sign-in linked by verified e-mail. */
export interface UserIdentitiesTable {
  sub: string;
  user_id: string;
  /** The federated provider's name, as the ID token's `identities` claim gives it ('Google'). */
  provider: string;
  created_at: ColumnType<Date, Date | undefined, never>;
}

export interface IdentityTables {
  user_identities: UserIdentitiesTable;
}
