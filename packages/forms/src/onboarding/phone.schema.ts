import { z } from 'zod';

/** Allowed length of a phone number once spaces are removed, '+' included (spec §5, §9). */
export const phoneLength = { min: 9, max: 17 } as const;

/** The Italian-style example number the phone field shows as its placeholder. */
export const phonePlaceholder = '+39 347 123 4567';

/** Removes the spaces a user types to group digits (any whitespace, so pasted non-breaking spaces too). */
export function normalizePhoneNumber(value: string): string {
  return value.replace(/\s+/g, '');
}

/** Digits only, or '+' then digits, 9 to 17 characters, once spaces are removed. */
export function isValidPhoneNumber(value: string): boolean {
  const phone = normalizePhoneNumber(value);
  return (
    /^\+?\d+$/.test(phone) && phone.length >= phoneLength.min && phone.length <= phoneLength.max
  );
}

/** A phone number; parses to the number without spaces. Empty or invalid: 'phone.invalid'. */
export const phoneNumberSchema = z
  .string({ error: 'phone.invalid' })
  .refine(isValidPhoneNumber, { error: 'phone.invalid' })
  .transform(normalizePhoneNumber);

/** The onboarding phone step. */
export const phoneFormSchema = z.object({ phoneNumber: phoneNumberSchema });

/** What the phone step's form holds while editing. */
export type PhoneFormInput = z.input<typeof phoneFormSchema>;
/** What the phone step submits: the number without spaces. */
export type PhoneFormValues = z.output<typeof phoneFormSchema>;
