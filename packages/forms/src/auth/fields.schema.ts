import { z } from 'zod/mini';

/** An email address, trimmed: 'email.required' when empty, 'email.invalid' when malformed. */
export const emailSchema = z.pipe(
  z
    .string({ error: 'email.required' })
    .check(z.trim(), z.minLength(1, { error: 'email.required' })),
  z.email({ error: 'email.invalid' }),
);

/** A password to sign in with: only required (the identity provider judges it). */
export const existingPasswordSchema = z
  .string({ error: 'password.required' })
  .check(z.minLength(1, { error: 'password.required' }));

/** Limits of a new password: the identity provider's default policy (Cognito). */
export const passwordLength = { min: 8, max: 256 } as const;

// Cognito's default policy counts only these as symbols.
const symbol = /[\^$*.[\]{}()?"!@#%&/\\,><':;|_~`=+-]/;

/** The rules of a new password, in the order a checklist shows them; each failing rule emits its code. */
export const passwordRules = [
  { code: 'password.tooShort', test: (value: string) => value.length >= passwordLength.min },
  { code: 'password.noLowercase', test: (value: string) => /[a-z]/.test(value) },
  { code: 'password.noUppercase', test: (value: string) => /[A-Z]/.test(value) },
  { code: 'password.noDigit', test: (value: string) => /\d/.test(value) },
  { code: 'password.noSymbol', test: (value: string) => symbol.test(value) },
  { code: 'password.tooLong', test: (value: string) => value.length <= passwordLength.max },
  { code: 'password.edgeSpace', test: (value: string) => value === value.trim() },
] as const;

/** A new password under the default policy: 'password.required' when empty, else one code per failing rule. */
export const newPasswordSchema = z.string({ error: 'password.required' }).check(
  z.superRefine((value, ctx) => {
    if (value === '') {
      ctx.addIssue({ code: 'custom', message: 'password.required' });
      return;
    }
    for (const rule of passwordRules) {
      if (!rule.test(value)) ctx.addIssue({ code: 'custom', message: rule.code });
    }
  }),
);

/** A name part (given or family name), trimmed, required, at most 100 characters like the user record. */
export function namePartSchema(field: 'givenName' | 'familyName') {
  return z
    .string({ error: `${field}.required` })
    .check(
      z.trim(),
      z.minLength(1, { error: `${field}.required` }),
      z.maxLength(100, { error: `${field}.tooLong` }),
    );
}

/** The 6-digit code the identity provider emails (sign-up confirmation, password reset). */
export const verificationCodeSchema = z
  .string({ error: 'code.required' })
  .check(
    z.trim(),
    z.minLength(1, { error: 'code.required', abort: true }),
    z.regex(/^\d{6}$/, { error: 'code.invalid' }),
  );
