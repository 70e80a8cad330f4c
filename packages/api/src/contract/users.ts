import { z } from 'zod';

/** Roles inside an organisation. OWNER manages seats and sees onboarding. */
export const roleSchema = z.enum(['OWNER', 'ADMIN', 'MEMBER']);
export type Role = z.infer<typeof roleSchema>;

export const languageSchema = z.enum(['it', 'en', 'fr']);
export type Language = z.infer<typeof languageSchema>;

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
  phoneNumber: z.string().nullable(),
  /** Platform support staff (may impersonate users); not an organisation role. */
  isStaff: z.boolean(),
});
export type Me = z.infer<typeof meSchema>;

/** PATCH /users/me: every field optional. */
export const updateMeBodySchema = z
  .object({
    firstName: z.string().trim().min(1).max(100),
    lastName: z.string().trim().min(1).max(100),
    language: languageSchema,
    isOnboarded: z.boolean(),
    phoneNumber: z.string().trim().max(32).nullable(),
  })
  .partial();
export type UpdateMeBody = z.infer<typeof updateMeBodySchema>;

/** Path parameters of /users/{id}. */
export const userIdParamsSchema = z.object({ id: z.string().min(1) });
