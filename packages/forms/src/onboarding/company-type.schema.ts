import { companyTypeSchema, type CompanyType } from '@lexio/api/contract';
import { z } from 'zod/mini';

/** Longest free text accepted for Other (the organisation's companyType column). */
export const otherCompanyTypeMaxLength = 200;

/** The nine company type codes, in the order the onboarding shows them (Other last). */
export const companyTypeOptions: readonly CompanyType[] = companyTypeSchema.options;

/** The onboarding company type step: an option is required, and with OTHER a non-empty free text. */
export const companyTypeFormSchema = z
  .object({
    companyType: z.enum(companyTypeSchema.options, { error: 'companyType.required' }),
    otherCompanyType: z.optional(
      z
        .string()
        .check(
          z.trim(),
          z.maxLength(otherCompanyTypeMaxLength, { error: 'companyType.otherTooLong' }),
        ),
    ),
  })
  .check(
    z.superRefine((values, ctx) => {
      if (values.companyType === 'OTHER' && !values.otherCompanyType) {
        ctx.addIssue({
          code: 'custom',
          path: ['otherCompanyType'],
          message: 'companyType.otherRequired',
        });
      }
    }),
  );

/** What the company type form holds while editing (nothing chosen yet is undefined). */
export type CompanyTypeFormInput = z.input<typeof companyTypeFormSchema>;
/** What the company type form submits. */
export type CompanyTypeFormValues = z.output<typeof companyTypeFormSchema>;

/** The value saved to the organisation: the chosen code, or for OTHER the free text in its place (spec §3). */
export function companyTypeToSave(values: CompanyTypeFormValues): string {
  return values.companyType === 'OTHER'
    ? (values.otherCompanyType ?? '').trim()
    : values.companyType;
}

/**
 * Default values for the form from a saved company type: a known code selects it; any other text is
 * Other's free text; nothing saved selects nothing.
 */
export function companyTypeFormValues(
  saved: string | null | undefined,
): Partial<CompanyTypeFormInput> {
  if (!saved) return { otherCompanyType: '' };
  const code = companyTypeSchema.safeParse(saved);
  if (code.success && code.data !== 'OTHER')
    return { companyType: code.data, otherCompanyType: '' };
  return { companyType: 'OTHER', otherCompanyType: code.success ? '' : saved };
}
