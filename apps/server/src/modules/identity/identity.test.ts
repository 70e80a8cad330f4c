import { apiErrorSchema, meSchema } from '@lexio/api/contract';

import { bearer } from '../../test/app';
import { testDatabases } from '../../test/databases';
import { useSeededApp } from '../../test/suite';

/** The `identities` claim Cognito puts in the ID token of a user who came through Google. */
const googleIdentities = (googleId: string) => [
  {
    userId: googleId,
    providerName: 'Google',
    providerType: 'Google',
    issuer: null,
    primary: 'true',
    dateCreated: '1700000000000',
  },
];

// The account-linking rules of a Google sign-in (modules/identity/service.ts), on both databases.
describe.each(testDatabases)('Google sign-in and account linking on $name', (testDatabase) => {
  const suite = useSeededApp(testDatabase);

  const me = (token: string) =>
    suite.app.inject({ method: 'GET', url: '/users/me', headers: bearer(token) });
  const passwordToken = (email: string, sub: string) => suite.issuer.idToken({ sub, email });
  const googleToken = (
    email: string,
    sub: string,
    claims: { email_verified?: boolean | string | undefined } = { email_verified: true },
  ) =>
    suite.issuer.idToken({
      sub,
      email,
      ...claims,
      'cognito:username': `google_${sub}`,
      given_name: 'Ada',
      family_name: 'Lovelace',
      identities: googleIdentities(`1${sub.length}`),
    });
  const identitiesOf = (userId: string) =>
    suite.database.db
      .selectFrom('user_identities')
      .select(['sub', 'provider'])
      .where('user_id', '=', userId)
      .execute();

  it('creates a user and a new organisation, as a sign-up does, on a first Google sign-in', async () => {
    const response = await me(await googleToken('ada.new@example.com', 'g-sub-new'));
    expect(response.statusCode).toBe(200);
    const user = meSchema.parse(response.json());
    expect(user).toMatchObject({
      email: 'ada.new@example.com',
      firstName: 'Ada',
      lastName: 'Lovelace',
      role: 'OWNER',
      isOnboarded: false,
    });
    // Signing in again with Google is the same user.
    const again = meSchema.parse(
      (await me(await googleToken('ada.new@example.com', 'g-sub-new'))).json(),
    );
    expect(again.userId).toBe(user.userId);
  });

  it('links a Google sign-in to the existing password account when Google says the e-mail is verified', async () => {
    const email = 'linked.user@example.com';
    const byPassword = meSchema.parse(
      (await me(await passwordToken(email, 'pw-sub-linked'))).json(),
    );

    const byGoogle = await me(await googleToken(email, 'g-sub-linked'));
    expect(byGoogle.statusCode).toBe(200);
    expect(meSchema.parse(byGoogle.json()).userId).toBe(byPassword.userId);
    expect(await identitiesOf(byPassword.userId)).toEqual([
      { sub: 'g-sub-linked', provider: 'Google' },
    ]);
    // Both ways in keep working, and lead to the one user.
    expect(meSchema.parse((await me(await googleToken(email, 'g-sub-linked'))).json()).userId).toBe(
      byPassword.userId,
    );
    expect(
      meSchema.parse((await me(await passwordToken(email, 'pw-sub-linked'))).json()).userId,
    ).toBe(byPassword.userId);
  });

  it('links Google to a seeded user who never signed in (with the verified e-mail)', async () => {
    const response = await me(
      await googleToken('member.standard@demo.lexio.local', 'g-sub-member'),
    );
    expect(response.statusCode).toBe(200);
    expect(meSchema.parse(response.json())).toMatchObject({
      email: 'member.standard@demo.lexio.local',
      role: 'MEMBER',
    });
  });

  it('never links nor creates when Google does not say the e-mail is verified', async () => {
    const email = 'careful.user@example.com';
    const existing = meSchema.parse(
      (await me(await passwordToken(email, 'pw-sub-careful'))).json(),
    );
    // No claim at all is no proof either.
    for (const claims of [
      { email_verified: false },
      { email_verified: 'false' },
      { email_verified: undefined },
    ]) {
      const response = await me(await googleToken(email, 'g-sub-careful', claims));
      expect(response.statusCode).toBe(403);
      expect(apiErrorSchema.parse(response.json()).error.code).toBe('EMAIL_NOT_VERIFIED');
    }
    expect(await identitiesOf(existing.userId)).toEqual([]);
    const newcomer = await me(
      await googleToken('unverified.new@example.com', 'g-sub-unv', { email_verified: false }),
    );
    expect(newcomer.statusCode).toBe(403);
  });

  it('still refuses a second password identity for an e-mail another identity uses', async () => {
    const email = 'single.identity@example.com';
    await me(await passwordToken(email, 'pw-sub-single'));
    const response = await me(await passwordToken(email, 'pw-sub-intruder'));
    expect(response.statusCode).toBe(403);
  });
});
