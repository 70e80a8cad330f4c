import type { Kysely } from 'kysely';

/** The referral code a user signed up with (spec §3 referred_by), recorded once after sign-up. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').addColumn('referred_by', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('referred_by').execute();
}
