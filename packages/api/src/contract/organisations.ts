import { z } from 'zod/mini';

import { safeText } from './text';

/** The company type options of spec §3, as codes. */
export const companyTypeSchema = z.enum([
  'LAW_FIRM',
  'FINANCIAL_INSTITUTION',
  'CONSULTING_COMPANY',
  'ENERGY',
  'PHARMACEUTICAL',
  'PUBLIC_ADMINISTRATION',
  'EDUCATION',
  'STUDENT',
  'OTHER',
]);
export type CompanyType = z.infer<typeof companyTypeSchema>;

/** The signed-in user's organisation (GET /organisations/me). */
export const organisationSchema = z.object({
  organisationId: z.string(),
  name: z.string(),
  /** A companyTypeSchema code, or the free text typed for Other. */
  companyType: z.nullable(z.string()),
  isOnboarded: z.boolean(),
  freeChatRemaining: z.number().check(z.int()),
  freeCreditsAvailable: z.boolean(),
  createdAt: z.string(),
});
export type Organisation = z.infer<typeof organisationSchema>;

/** PATCH /organisations/me: every field optional. */
export const updateOrganisationBodySchema = z.partial(
  z.object({
    name: safeText().check(z.trim(), z.minLength(1), z.maxLength(200)),
    companyType: safeText().check(z.trim(), z.minLength(1), z.maxLength(200)),
    isOnboarded: z.boolean(),
  }),
);
export type UpdateOrganisationBody = z.infer<typeof updateOrganisationBodySchema>;
