import { meSchema, type Me, type UpdateMeBody } from '../contract/users';
import { getApiClient } from '../http/client';

/** GET /users/me: the signed-in user. */
export function getMe(signal?: AbortSignal): Promise<Me> {
  return getApiClient().json('/users/me', { schema: meSchema, signal });
}

/** PATCH /users/me (names, language, onboarding, phone number, the sign-up referral code once); the server answers with the updated user. */
export function updateMe(body: UpdateMeBody): Promise<Me> {
  return getApiClient().json('/users/me', { method: 'PATCH', body, schema: meSchema });
}

/** DELETE /users/{id}: removes a user of the same organisation (OWNER only). */
export async function deleteUser(userId: string): Promise<void> {
  await getApiClient().request(`/users/${encodeURIComponent(userId)}`, { method: 'DELETE' });
}
