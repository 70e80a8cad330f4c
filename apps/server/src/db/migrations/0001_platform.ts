import { sql, type Kysely } from 'kysely';

// Runs on PostgreSQL 15 (the machine's server) and 18 (PGlite): gen_random_uuid() is core since 13.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('organisations')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('company_type', 'text')
    .addColumn('is_onboarded', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('free_chat_remaining', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('free_credits_available', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('demo_key', 'text', (c) => c.unique())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('users')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('organisation_id', 'uuid', (c) =>
      c.notNull().references('organisations.id').onDelete('cascade'),
    )
    .addColumn('cognito_sub', 'text', (c) => c.unique())
    .addColumn('email', 'text', (c) =>
      c
        .notNull()
        .unique()
        .check(sql`email = lower(email)`),
    )
    .addColumn('first_name', 'text', (c) => c.notNull())
    .addColumn('last_name', 'text', (c) => c.notNull())
    .addColumn('role', 'text', (c) => c.notNull().check(sql`role in ('OWNER', 'ADMIN', 'MEMBER')`))
    .addColumn('is_staff', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('is_onboarded', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('language', 'text', (c) =>
      c
        .notNull()
        .defaultTo('en')
        .check(sql`language in ('it', 'en', 'fr')`),
    )
    .addColumn('phone_number', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('users_organisation_id_idx')
    .on('users')
    .column('organisation_id')
    .execute();

  await db.schema
    .createTable('subscriptions')
    .addColumn('organisation_id', 'uuid', (c) =>
      c.primaryKey().references('organisations.id').onDelete('cascade'),
    )
    .addColumn('plan', 'text', (c) =>
      c.notNull().check(sql`plan in ('STANDARD', 'PROFESSIONAL', 'ENTERPRISE')`),
    )
    .addColumn('billing_period', 'text', (c) =>
      c.notNull().check(sql`billing_period in ('YEAR', 'MONTH')`),
    )
    .addColumn('status', 'text')
    .addColumn('internal_normative_id', 'text')
    .addColumn('trial_start', 'timestamptz')
    .addColumn('trial_end', 'timestamptz')
    .execute();

  await db.schema
    .createTable('feature_flag_overrides')
    .addColumn('organisation_id', 'uuid', (c) =>
      c.notNull().references('organisations.id').onDelete('cascade'),
    )
    .addColumn('flag', 'text', (c) => c.notNull())
    .addColumn('value', 'jsonb', (c) => c.notNull())
    .addPrimaryKeyConstraint('feature_flag_overrides_pk', ['organisation_id', 'flag'])
    .execute();

  await db.schema
    .createTable('audit_log')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('actor_user_id', 'uuid', (c) => c.notNull())
    .addColumn('subject_user_id', 'uuid')
    .addColumn('organisation_id', 'uuid')
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('detail', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .execute();
  await db.schema
    .createIndex('audit_log_actor_idx')
    .on('audit_log')
    .columns(['actor_user_id', 'at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'audit_log',
    'feature_flag_overrides',
    'subscriptions',
    'users',
    'organisations',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
