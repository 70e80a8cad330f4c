import type { Db } from '../index';
import { demoAccounts, demoOrganisations } from './demo-accounts';

const DAY = 24 * 60 * 60 * 1000;

/**
 * Seeds the demo organisations, users and subscriptions. Idempotent: runs at every start and only
 * adds what is missing (organisations by demo_key, users by e-mail).
 */
export async function seedDemoData(db: Db, now = new Date()): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const organisationIds = new Map<string, string>();
    for (const organisation of demoOrganisations) {
      await trx
        .insertInto('organisations')
        .values({
          name: organisation.name,
          company_type: organisation.isOnboarded ? 'LAW_FIRM' : null,
          is_onboarded: organisation.isOnboarded,
          free_chat_remaining: organisation.freeChatRemaining,
          free_credits_available: organisation.freeCreditsAvailable,
          demo_key: organisation.key,
        })
        .onConflict((oc) => oc.column('demo_key').doNothing())
        .execute();
      const { id } = await trx
        .selectFrom('organisations')
        .select('id')
        .where('demo_key', '=', organisation.key)
        .executeTakeFirstOrThrow();
      organisationIds.set(organisation.key, id);
      if (organisation.plan) {
        await trx
          .insertInto('subscriptions')
          .values({
            organisation_id: id,
            plan: organisation.plan,
            billing_period: 'YEAR',
            status: organisation.onTrial ? 'trialing' : 'active',
            internal_normative_id:
              organisation.plan === 'ENTERPRISE' ? `normative-${organisation.key}` : null,
            // A trial that started 3 days before the first start and lasts 14 days.
            trial_start: organisation.onTrial ? new Date(now.getTime() - 3 * DAY) : null,
            trial_end: organisation.onTrial ? new Date(now.getTime() + 11 * DAY) : null,
          })
          .onConflict((oc) => oc.column('organisation_id').doNothing())
          .execute();
      }
    }
    for (const account of demoAccounts) {
      await trx
        .insertInto('users')
        .values({
          organisation_id: organisationIds.get(account.organisation) as string,
          cognito_sub: null,
          email: account.email,
          first_name: account.firstName,
          last_name: account.lastName,
          role: account.role,
          is_staff: account.isStaff,
          is_onboarded: account.isOnboarded,
          language: account.language,
          phone_number: null,
        })
        .onConflict((oc) => oc.column('email').doNothing())
        .execute();
    }
  });
}
