import type { Selectable } from 'kysely';

export interface SubscriptionsTable {
  organisation_id: string;
  plan: 'STANDARD' | 'PROFESSIONAL' | 'ENTERPRISE';
  billing_period: 'YEAR' | 'MONTH';
  status: string | null;
  internal_normative_id: string | null;
  trial_start: Date | null;
  trial_end: Date | null;
}
export type SubscriptionRow = Selectable<SubscriptionsTable>;

export interface SubscriptionTables {
  subscriptions: SubscriptionsTable;
}
