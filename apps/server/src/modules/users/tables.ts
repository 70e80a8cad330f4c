import type { ColumnType, Generated, Selectable } from 'kysely';

export interface UsersTable {
  id: Generated<string>;
  organisation_id: string;
  /** The identity provider's subject; null until the user first signs in. */
  cognito_sub: string | null;
  /** Stored lower-cased. */
  email: string;
  first_name: string;
  last_name: string;
  role: 'OWNER' | 'ADMIN' | 'MEMBER';
  is_staff: Generated<boolean>;
  is_onboarded: Generated<boolean>;
  language: Generated<'it' | 'en' | 'fr'>;
  /** Saved without spaces (spec §5). */
  phone_number: string | null;
  /** The referral code of the sign-up (spec §3 referred_by); set once, never changed. */
  referred_by: string | null;
  created_at: ColumnType<Date, Date | undefined, never>;
}
export type UserRow = Selectable<UsersTable>;

export interface UserTables {
  users: UsersTable;
}
