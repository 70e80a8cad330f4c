import {
  AdminGetUserCommand,
  CognitoIdentityProviderClient,
  ListUsersCommand,
  ResendConfirmationCodeCommand,
  type UserType,
} from '@aws-sdk/client-cognito-identity-provider';

import type { Config } from '../config';

/** The identity provider's user, as far as the server needs it. */
export interface IdentityUser {
  username: string;
  status: string | undefined;
  email: string | undefined;
  givenName: string | undefined;
  familyName: string | undefined;
}

/**
 * Server-side calls to the identity provider (Cognito, or cognito-local through COGNITO_ENDPOINT).
 * In AWS the credentials come from the environment's role; the emulator accepts any.
 */
export interface IdentityAdmin {
  /** Users whose e-mail attribute is this address (sign-up may leave several, unconfirmed). */
  findByEmail(email: string): Promise<IdentityUser[]>;
  getUser(username: string): Promise<IdentityUser | null>;
  resendConfirmationCode(username: string): Promise<void>;
  close(): void;
}

const attribute = (attributes: { Name?: string; Value?: string }[] | undefined, name: string) =>
  attributes?.find((a) => a.Name === name)?.Value;

const toIdentityUser = (
  user: Pick<UserType, 'Username' | 'UserStatus' | 'Attributes'>,
): IdentityUser => ({
  username: user.Username ?? '',
  status: user.UserStatus,
  email: attribute(user.Attributes, 'email'),
  givenName: attribute(user.Attributes, 'given_name'),
  familyName: attribute(user.Attributes, 'family_name'),
});

export function createIdentityAdmin(auth: Config['auth']): IdentityAdmin {
  const local = Boolean(auth.endpoint);
  const client = new CognitoIdentityProviderClient({
    region: auth.region,
    ...(auth.endpoint ? { endpoint: auth.endpoint } : {}),
    ...(local ? { credentials: { accessKeyId: 'local', secretAccessKey: 'local' } } : {}),
    maxAttempts: 2,
  });
  return {
    async findByEmail(email) {
      const variants = [...new Set([email, email.toLowerCase()])];
      const found = new Map<string, IdentityUser>();
      for (const value of variants) {
        const result = await client.send(
          new ListUsersCommand({
            UserPoolId: auth.userPoolId,
            Filter: `email = "${value.replace(/["\\]/g, '')}"`,
            Limit: 10,
          }),
        );
        for (const user of result.Users ?? []) found.set(user.Username ?? '', toIdentityUser(user));
      }
      return [...found.values()];
    },
    async getUser(username) {
      try {
        const user = await client.send(
          new AdminGetUserCommand({ UserPoolId: auth.userPoolId, Username: username }),
        );
        return toIdentityUser({ ...user, Attributes: user.UserAttributes });
      } catch (error) {
        if ((error as { name?: string }).name === 'UserNotFoundException') return null;
        throw error;
      }
    },
    async resendConfirmationCode(username) {
      await client.send(
        new ResendConfirmationCodeCommand({ ClientId: auth.clientId, Username: username }),
      );
    },
    close: () => client.destroy(),
  };
}
