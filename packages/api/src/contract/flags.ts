import { z } from 'zod/mini';

/** The six feature flags of spec §3. */
export const featureFlagsSchema = z.object({
  regulatory_alert: z.boolean(),
  phone_onboarding: z.boolean(),
  both_workspaces_and_dossier_enabled: z.boolean(),
  chat_message_version: z.string(),
  referral_program: z.boolean(),
  trial_cnf: z.boolean(),
});
export type FeatureFlags = z.infer<typeof featureFlagsSchema>;

/** Values used when no flag source answers (and the local source's defaults). */
export const defaultFeatureFlags: FeatureFlags = {
  regulatory_alert: false,
  phone_onboarding: false,
  both_workspaces_and_dossier_enabled: false,
  chat_message_version: 'v1',
  referral_program: false,
  trial_cnf: false,
};
