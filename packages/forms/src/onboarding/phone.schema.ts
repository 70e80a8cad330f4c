import { isValidPhoneNumber, normalizePhoneNumber, phoneNumberLength } from '@lexio/api/contract';
import { z } from 'zod/mini';

// The rule itself is the API contract's, so the form and the server accept the same numbers.
export { isValidPhoneNumber, normalizePhoneNumber };

/** Allowed length of a phone number once spaces are removed, '+' included (spec §5, §9). */
export const phoneLength = phoneNumberLength;

/** The Italian-style example number the phone field shows as its placeholder. */
export const phonePlaceholder = '+39 347 123 4567';

/** A phone number; parses to the number without spaces. Empty or invalid: 'phone.invalid'. */
export const phoneNumberSchema = z.pipe(
  z
    .string({ error: 'phone.invalid' })
    .check(z.refine(isValidPhoneNumber, { error: 'phone.invalid' })),
  z.transform(normalizePhoneNumber),
);

/** The onboarding phone step. */
export const phoneFormSchema = z.object({ phoneNumber: phoneNumberSchema });

/** What the phone step's form holds while editing. */
export type PhoneFormInput = z.input<typeof phoneFormSchema>;
/** What the phone step submits: the number without spaces. */
export type PhoneFormValues = z.output<typeof phoneFormSchema>;
