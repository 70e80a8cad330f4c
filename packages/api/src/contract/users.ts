import { z } from 'zod/mini';

import { safeText } from './text';

/** Roles inside an organisation. OWNER manages seats and sees onboarding. */
export const roleSchema = z.enum(['OWNER', 'ADMIN', 'MEMBER']);
export type Role = z.infer<typeof roleSchema>;

export const languageSchema = z.enum(['it', 'en', 'fr']);
export type Language = z.infer<typeof languageSchema>;

/** Allowed length of a phone number once spaces are removed, '+' included (spec §5). */
export const phoneNumberLength = { min: 9, max: 17 } as const;

/** Removes the spaces a user types to group digits (any whitespace, so pasted non-breaking spaces too). */
export function normalizePhoneNumber(value: string): string {
  return value.replace(/\s+/g, '');
}

/** Spec §5: digits only, or '+' then digits, 9 to 17 characters, once spaces are removed. */
export function isValidPhoneNumber(value: string): boolean {
  const phone = normalizePhoneNumber(value);
  return (
    /^\+?\d+$/.test(phone) &&
    phone.length >= phoneNumberLength.min &&
    phone.length <= phoneNumberLength.max
  );
}

/** A referral code (spec §3 referred_by, the §9 referral id): letters and digits, kept upper-case. */
export const referralCodeSchema = safeText().check(
  z.maxLength(100),
  z.trim(),
  z.toUpperCase(),
  z.regex(/^[A-Z0-9]{1,32}$/, { error: 'A referral code is 1 to 32 letters or digits' }),
);

/** The signed-in user (GET /users/me). */
export const meSchema = z.object({
  userId: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  role: roleSchema,
  createdAt: z.string(),
  isOnboarded: z.boolean(),
  language: languageSchema,
  phoneNumber: z.nullable(z.string()),
  /**
   * The referral code the user signed up with (spec §3 referred_by), once recorded. Always sent by
   * the server; optional in the type so clients' fixtures need not name it.
   */
  referredBy: z.optional(z.nullable(z.string())),
  /** Platform support staff (may impersonate users); not an organisation role. */
  isStaff: z.boolean(),
});
export type Me = z.infer<typeof meSchema>;

/** PATCH /users/me: every field optional. */
export const updateMeBodySchema = z.partial(
  z.object({
    firstName: safeText().check(z.trim(), z.minLength(1), z.maxLength(100)),
    lastName: safeText().check(z.trim(), z.minLength(1), z.maxLength(100)),
    language: languageSchema,
    isOnboarded: z.boolean(),
    /** Saved without spaces; null removes the number. */
    phoneNumber: z.nullable(
      z.pipe(
        safeText().check(
          z.maxLength(100),
          z.refine(isValidPhoneNumber, {
            error: `Enter a phone number: digits, optionally after a +, ${phoneNumberLength.min} to ${phoneNumberLength.max} characters`,
          }),
        ),
        z.transform(normalizePhoneNumber),
      ),
    ),
    /** The sign-up referral code; recorded only while none is (the first one stays). */
    referredBy: referralCodeSchema,
  }),
);
export type UpdateMeBody = z.infer<typeof updateMeBodySchema>;

/** Path parameters of /users/{id}. */
// Not a uuid format: an id that names no user answers 404 like another organisation's.
export const userIdParamsSchema = z.object({
  id: safeText().check(z.minLength(1), z.maxLength(200)),
});
