import { createHmac } from 'node:crypto';

import {
  apiErrorSchema,
  featureFlagsSchema,
  impersonateReplySchema,
  meSchema,
  organisationSchema,
  subscriptionSchema,
} from '@lexio/api/contract';
import type { FastifyInstance } from 'fastify';

import { BODY_LIMIT } from './app';
import { DEFAULT_RATE_LIMITS } from './config';
import { asOrganisationId } from './lib/tenancy';
import { setOrganisationFlags } from './modules/flags/service';
import { bearer, buildTestApp, TEST_SECRETS } from './test/app';
import { testDatabases } from './test/databases';
import { useSeededApp } from './test/suite';

describe.each(testDatabases)('the API on $name', (testDatabase) => {
  const suite = useSeededApp(testDatabase);

  // One identity per e-mail, whatever its case, unless a test wants another one.
  const tokenFor = (email: string, sub = `sub-${email.toLowerCase()}`) =>
    suite.issuer.idToken({ sub, email });
  const get = async (url: string, token?: string) =>
    suite.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });
  const send = async (method: 'PATCH' | 'DELETE', url: string, token: string, payload?: object) =>
    suite.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
  const meOf = async (email: string, sub?: string) =>
    meSchema.parse((await get('/users/me', await tokenFor(email, sub))).json());

  it('answers /health without a token', async () => {
    const response = await get('/health');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: 'ok' });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  describe('authentication', () => {
    it('refuses a request without a token with a 401 JSON error', async () => {
      const response = await get('/users/me');
      expect(response.statusCode).toBe(401);
      expect(apiErrorSchema.parse(response.json()).error.code).toBe('UNAUTHORIZED');
    });

    it('refuses a malformed, forged, expired, wrong-audience or wrong-issuer token', async () => {
      const claims = { sub: 'sub-x', email: 'owner.standard@demo.lexio.local' };
      const tokens = [
        'not-a-jwt',
        await suite.issuer.idToken(claims, { key: suite.issuer.foreignKey }),
        await suite.issuer.idToken(claims, { expiresIn: Math.floor(Date.now() / 1000) - 60 }),
        await suite.issuer.idToken(claims, { audience: 'another-client' }),
        await suite.issuer.idToken(claims, { issuer: 'http://127.0.0.1:1/other-pool' }),
        await suite.issuer.idToken({ ...claims, token_use: 'access' }),
      ];
      for (const token of tokens) {
        const response = await get('/users/me', token);
        expect(response.statusCode, token.slice(0, 20)).toBe(401);
        expect(apiErrorSchema.safeParse(response.json()).success).toBe(true);
      }
    });
  });

  describe('first sign-in', () => {
    it('refuses a second identity for an e-mail another identity already uses', async () => {
      await meOf('owner.standard@demo.lexio.local');
      const response = await get(
        '/users/me',
        await tokenFor('owner.standard@demo.lexio.local', 'sub-intruder'),
      );
      expect(response.statusCode).toBe(403);
    });

    it('never gives a seeded user to a token whose e-mail is not verified, nor provisions one', async () => {
      const email = 'owner.professional@demo.lexio.local';
      const sub = `sub-${email}`;
      const unverified = [
        await suite.issuer.idToken({ sub, email, email_verified: false }),
        await suite.issuer.idToken({ sub, email, email_verified: 'false' }),
        // No claim at all is no proof either.
        await suite.issuer.idToken({ sub, email, email_verified: undefined }),
        await suite.issuer.idToken({
          sub: 'sub-unverified-newcomer',
          email: 'unverified.newcomer@example.com',
          email_verified: false,
        }),
      ];
      for (const token of unverified) {
        const response = await get('/users/me', token);
        expect(response.statusCode).toBe(403);
        expect(apiErrorSchema.parse(response.json()).error.code).toBe('EMAIL_NOT_VERIFIED');
      }
      const rows = await suite.database.db
        .selectFrom('users')
        .select(['email', 'cognito_sub'])
        .where('email', 'in', [email, 'unverified.newcomer@example.com'])
        .execute();
      expect(rows).toEqual([{ email, cognito_sub: null }]);

      // Once the identity provider has verified the address, the same identity gets the seeded user.
      expect(meSchema.parse((await get('/users/me', await tokenFor(email))).json())).toMatchObject({
        email,
        role: 'OWNER',
        firstName: expect.any(String),
      });
    });

    it('links a seeded demo user by e-mail and keeps it on the next sign-in', async () => {
      const token = await tokenFor('Owner.Enterprise@demo.lexio.local', 'sub-enterprise-owner');
      const first = meSchema.parse((await get('/users/me', token)).json());
      expect(first).toMatchObject({
        email: 'owner.enterprise@demo.lexio.local',
        role: 'OWNER',
        firstName: 'Emma',
      });
      const again = meSchema.parse((await get('/users/me', token)).json());
      expect(again.userId).toBe(first.userId);
    });

    it('creates a new organisation with the new user as its OWNER, not onboarded', async () => {
      const token = await suite.issuer.idToken({
        sub: 'sub-new-user',
        email: 'anna.verdi@example.com',
        given_name: 'Anna',
        family_name: 'Verdi',
      });
      const me = meSchema.parse((await get('/users/me', token)).json());
      expect(me).toMatchObject({
        role: 'OWNER',
        firstName: 'Anna',
        lastName: 'Verdi',
        isOnboarded: false,
        isStaff: false,
      });
      const organisation = organisationSchema.parse((await get('/organisations/me', token)).json());
      expect(organisation).toMatchObject({ isOnboarded: false, companyType: null });
      const subscription = subscriptionSchema.parse((await get('/subscription/me', token)).json());
      expect(subscription.planActivated).toBeNull();
    });

    it('provisions one user when the first requests arrive together', async () => {
      const token = await suite.issuer.idToken({ sub: 'sub-racer', email: 'racer@example.com' });
      const replies = await Promise.all([1, 2, 3].map(() => get('/users/me', token)));
      const ids = new Set(replies.map((reply) => meSchema.parse(reply.json()).userId));
      expect(ids.size).toBe(1);
    });
  });

  describe('the signed-in user and organisation', () => {
    it('saves the interface language and refuses an unsupported one', async () => {
      const token = await tokenFor('member.standard@demo.lexio.local');
      const saved = await send('PATCH', '/users/me', token, { language: 'fr' });
      expect(meSchema.parse(saved.json()).language).toBe('fr');
      expect((await meOf('member.standard@demo.lexio.local')).language).toBe('fr');

      const refused = await send('PATCH', '/users/me', token, { language: 'de' });
      expect(refused.statusCode).toBe(400);
      expect(apiErrorSchema.parse(refused.json()).error.fields).toHaveProperty('language');
    });

    it('saves a phone number without its spaces and refuses one outside the spec §5 rule', async () => {
      const token = await tokenFor('member.standard@demo.lexio.local');
      const saved = await send('PATCH', '/users/me', token, { phoneNumber: ' +39 347 123 4567 ' });
      expect(saved.statusCode).toBe(200);
      expect(meSchema.parse(saved.json()).phoneNumber).toBe('+393471234567');

      for (const phoneNumber of [
        '12 34',
        '+39-347-123-4567',
        '39+3471234567',
        '1'.repeat(18),
        '',
      ]) {
        const refused = await send('PATCH', '/users/me', token, { phoneNumber });
        expect(refused.statusCode, phoneNumber).toBe(400);
        const { error } = apiErrorSchema.parse(refused.json());
        expect(error.code).toBe('VALIDATION_FAILED');
        expect(error.fields?.phoneNumber).toMatch(/phone number/);
      }
      expect((await meOf('member.standard@demo.lexio.local')).phoneNumber).toBe('+393471234567');

      const cleared = await send('PATCH', '/users/me', token, { phoneNumber: null });
      expect(meSchema.parse(cleared.json()).phoneNumber).toBeNull();
    });

    it('records the sign-up referral code once and serves it with the user', async () => {
      const token = await suite.issuer.idToken({
        sub: 'sub-referred',
        email: 'referred@example.com',
      });
      expect(meSchema.parse((await get('/users/me', token)).json()).referredBy).toBeNull();

      const refused = await send('PATCH', '/users/me', token, { referredBy: 'not a code!' });
      expect(refused.statusCode).toBe(400);
      expect(apiErrorSchema.parse(refused.json()).error.fields).toHaveProperty('referredBy');

      const recorded = await send('PATCH', '/users/me', token, { referredBy: ' ab12cd34 ' });
      expect(meSchema.parse(recorded.json()).referredBy).toBe('AB12CD34');
      // A second code (another tab, a replayed request) does not replace the first.
      const again = await send('PATCH', '/users/me', token, {
        referredBy: 'ZZ99ZZ99',
        language: 'it',
      });
      expect(meSchema.parse(again.json())).toMatchObject({
        referredBy: 'AB12CD34',
        language: 'it',
      });
      expect(meSchema.parse((await get('/users/me', token)).json()).referredBy).toBe('AB12CD34');
    });

    it('refuses a request body over the limit with a 413 JSON error', async () => {
      const response = await send(
        'PATCH',
        '/users/me',
        await tokenFor('member.standard@demo.lexio.local'),
        { firstName: 'x'.repeat(BODY_LIMIT) },
      );
      expect(response.statusCode).toBe(413);
      expect(apiErrorSchema.parse(response.json()).error.code).toBe('PAYLOAD_TOO_LARGE');
    });

    it('completes onboarding: the company type (or Other free text) is saved on the organisation', async () => {
      const token = await tokenFor('owner.onboarding@demo.lexio.local');
      const before = organisationSchema.parse((await get('/organisations/me', token)).json());
      expect(before.isOnboarded).toBe(false);
      const saved = await send('PATCH', '/organisations/me', token, {
        companyType: 'Notary office',
        isOnboarded: true,
      });
      expect(saved.statusCode).toBe(200);
      expect(organisationSchema.parse(saved.json())).toMatchObject({
        companyType: 'Notary office',
        isOnboarded: true,
      });
    });

    it('does not let a MEMBER change the organisation', async () => {
      const token = await tokenFor('member.professional@demo.lexio.local');
      const response = await send('PATCH', '/organisations/me', token, { companyType: 'ENERGY' });
      expect(response.statusCode).toBe(403);
    });

    it('serves each plan from the seeded subscriptions, trial bounds in seconds', async () => {
      const trial = subscriptionSchema.parse(
        (await get('/subscription/me', await tokenFor('owner.standard@demo.lexio.local'))).json(),
      );
      expect(trial.planActivated?.plan).toBe('STANDARD');
      const nowSeconds = Date.now() / 1000;
      expect(trial.trialStart).toBeLessThan(nowSeconds);
      expect(trial.trialEnd).toBeGreaterThan(nowSeconds);
      expect(trial.trialEnd).toBeLessThan(nowSeconds + 30 * 24 * 3600);

      const enterprise = subscriptionSchema.parse(
        (
          await get('/subscription/me', await tokenFor('member.enterprise@demo.lexio.local'))
        ).json(),
      );
      expect(enterprise).toMatchObject({ planActivated: { plan: 'ENTERPRISE' }, trialEnd: null });
      expect(enterprise.internalNormativeId).not.toBeNull();

      const free = await get('/organisations/me', await tokenFor('owner.free@demo.lexio.local'));
      expect(organisationSchema.parse(free.json())).toMatchObject({
        freeCreditsAvailable: true,
        freeChatRemaining: 10,
      });
    });

    it('gives the support widget an HMAC-SHA256 of the lower-cased e-mail', async () => {
      const response = await get('/help/me', await tokenFor('Owner.Professional@demo.lexio.local'));
      const expected = createHmac('sha256', TEST_SECRETS.HELP_HMAC_SECRET)
        .update('owner.professional@demo.lexio.local')
        .digest('hex');
      expect(response.json()).toEqual({ token: expected });
    });
  });

  describe('tenancy', () => {
    it("never reads or changes another organisation's user, organisation or subscription", async () => {
      const standardOwner = await tokenFor('owner.standard@demo.lexio.local');
      const professionalMember = await meOf('member.professional@demo.lexio.local');

      const deleteOther = await send(
        'DELETE',
        `/users/${professionalMember.userId}`,
        standardOwner,
      );
      expect(deleteOther.statusCode).toBe(404);
      expect(await meOf('member.professional@demo.lexio.local')).toMatchObject({
        userId: professionalMember.userId,
      });

      // The "me" routes only ever resolve the caller's own organisation and subscription.
      const ownOrganisation = organisationSchema.parse(
        (await get('/organisations/me', standardOwner)).json(),
      );
      const otherOrganisation = organisationSchema.parse(
        (
          await get('/organisations/me', await tokenFor('member.professional@demo.lexio.local'))
        ).json(),
      );
      expect(ownOrganisation.organisationId).not.toBe(otherOrganisation.organisationId);
      await send('PATCH', '/organisations/me', standardOwner, { name: 'Renamed by standard' });
      const otherAfter = organisationSchema.parse(
        (
          await get('/organisations/me', await tokenFor('member.professional@demo.lexio.local'))
        ).json(),
      );
      expect(otherAfter.name).toBe(otherOrganisation.name);
      const otherSubscription = subscriptionSchema.parse(
        (
          await get('/subscription/me', await tokenFor('member.professional@demo.lexio.local'))
        ).json(),
      );
      expect(otherSubscription.planActivated?.plan).toBe('PROFESSIONAL');
    });

    it('answers 404 for an id that is not a user id at all', async () => {
      const response = await send(
        'DELETE',
        '/users/not-a-uuid',
        await tokenFor('owner.standard@demo.lexio.local'),
      );
      expect(response.statusCode).toBe(404);
    });
  });

  describe('DELETE /users/:id', () => {
    it('lets only an OWNER remove another user of the same organisation, never themselves', async () => {
      const owner = await meOf('owner.professional@demo.lexio.local');
      const memberToken = await tokenFor('member.professional@demo.lexio.local');
      const member = meSchema.parse((await get('/users/me', memberToken)).json());

      expect((await send('DELETE', `/users/${owner.userId}`, memberToken)).statusCode).toBe(403);
      const ownerToken = await tokenFor('owner.professional@demo.lexio.local');
      expect((await send('DELETE', `/users/${owner.userId}`, ownerToken)).statusCode).toBe(403);
      // As the web client sends it (spec §7): a JSON content type and no body.
      const removed = await suite.app.inject({
        method: 'DELETE',
        url: `/users/${member.userId}`,
        headers: { ...bearer(ownerToken), 'content-type': 'application/json' },
      });
      expect(removed.statusCode).toBe(204);
      // The removed user's next sign-in starts over as a new owner of a new organisation.
      const again = await meOf('member.professional@demo.lexio.local', 'sub-new-member');
      expect(again.userId).not.toBe(member.userId);
    });
  });

  describe('impersonation', () => {
    it('is refused to users who are not staff', async () => {
      const target = await meOf('member.enterprise@demo.lexio.local');
      const response = await get(
        `/impersonate?userId=${target.userId}`,
        await tokenFor('owner.enterprise@demo.lexio.local', 'sub-enterprise-owner'),
      );
      expect(response.statusCode).toBe(403);
    });

    it('gives staff a short-lived token accepted in place of the identity token, every use audited', async () => {
      const staffToken = await tokenFor('staff@demo.lexio.local');
      const staff = meSchema.parse((await get('/users/me', staffToken)).json());
      expect(staff.isStaff).toBe(true);
      const target = await meOf('owner.free@demo.lexio.local');

      const issued = await get(`/impersonate?userId=${target.userId}`, staffToken);
      expect(issued.statusCode).toBe(200);
      const { token, expiresAt } = impersonateReplySchema.parse(issued.json());
      const lifetime = new Date(expiresAt).getTime() - Date.now();
      expect(lifetime).toBeGreaterThan(0);
      expect(lifetime).toBeLessThanOrEqual(15 * 60 * 1000);

      const asTarget = meSchema.parse((await get('/users/me', token)).json());
      expect(asTarget).toMatchObject({
        userId: target.userId,
        email: 'owner.free@demo.lexio.local',
        isStaff: false,
      });
      // The impersonated session cannot impersonate in turn.
      expect((await get(`/impersonate?userId=${staff.userId}`, token)).statusCode).toBe(403);

      const audit = await suite.database.db
        .selectFrom('audit_log')
        .select(['action', 'actor_user_id', 'subject_user_id'])
        .where('actor_user_id', '=', staff.userId)
        .orderBy('id')
        .execute();
      expect(audit.map((row) => row.action)).toEqual([
        'impersonation.issue',
        'impersonation.request',
        'impersonation.request',
      ]);
      expect(audit.every((row) => row.subject_user_id === target.userId)).toBe(true);
    });

    it('refuses an unknown user (404) and a tampered impersonation token (401)', async () => {
      const staffToken = await tokenFor('staff@demo.lexio.local');
      expect(
        (await get('/impersonate?userId=00000000-0000-4000-8000-000000000000', staffToken))
          .statusCode,
      ).toBe(404);
      const target = await meOf('owner.free@demo.lexio.local');
      const { token } = impersonateReplySchema.parse(
        (await get(`/impersonate?userId=${target.userId}`, staffToken)).json(),
      );
      const [header, payload] = token.split('.');
      const tampered = `${header}.${payload}.${'A'.repeat(43)}`;
      expect((await get('/users/me', tampered)).statusCode).toBe(401);
    });
  });

  describe('laws service', () => {
    it('rate-limits exports per address', async () => {
      const exportOnce = () =>
        suite.app.inject({
          method: 'POST',
          url: '/laws/docs/it/costituzione/export',
          payload: { format: 'odt' },
          remoteAddress: '10.0.0.77',
        });
      for (let i = 0; i < DEFAULT_RATE_LIMITS.lawsExport; i += 1) {
        expect((await exportOnce()).statusCode).toBe(400);
      }
      const limited = await exportOnce();
      expect(limited.statusCode).toBe(429);
      expect(limited.json().error.code).toBe('RATE_LIMITED');
    });
  });

  describe('feature flags', () => {
    it('serves the defaults, switched per organisation', async () => {
      const token = await tokenFor('owner.onboarding@demo.lexio.local');
      const defaults = featureFlagsSchema.parse((await get('/flags/me', token)).json());
      expect(defaults.phone_onboarding).toBe(false);

      const me = await meOf('owner.onboarding@demo.lexio.local');
      const row = await suite.database.db
        .selectFrom('users')
        .select('organisation_id')
        .where('id', '=', me.userId)
        .executeTakeFirstOrThrow();
      await setOrganisationFlags(suite.database.db, asOrganisationId(row.organisation_id), {
        phone_onboarding: true,
      });
      expect(
        featureFlagsSchema.parse((await get('/flags/me', token)).json()).phone_onboarding,
      ).toBe(true);
      // Other organisations keep the default.
      const other = await get('/flags/me', await tokenFor('owner.standard@demo.lexio.local'));
      expect(featureFlagsSchema.parse(other.json()).phone_onboarding).toBe(false);
    });

    it('has no PUT /dev/flags unless LEXIO_DEV_FLAGS_ROUTE asks for it', async () => {
      const response = await suite.app.inject({
        method: 'PUT',
        url: '/dev/flags',
        payload: { email: 'owner.enterprise@demo.lexio.local', flags: { phone_onboarding: true } },
      });
      expect(response.statusCode).toBe(404);
      expect(apiErrorSchema.parse(response.json()).error.code).toBe('NOT_FOUND');
    });

    it('lets end-to-end tests switch a flag by e-mail through PUT /dev/flags', async () => {
      const devApp = await buildTestApp(suite.database, suite.issuer, {
        env: { LEXIO_DEV_FLAGS_ROUTE: '1' },
      });
      try {
        const response = await devApp.inject({
          method: 'PUT',
          url: '/dev/flags',
          payload: {
            email: 'owner.enterprise@demo.lexio.local',
            flags: { phone_onboarding: true },
          },
        });
        expect(featureFlagsSchema.parse(response.json()).phone_onboarding).toBe(true);
      } finally {
        await devApp.close();
      }
      const flags = await get('/flags/me', await tokenFor('member.enterprise@demo.lexio.local'));
      expect(featureFlagsSchema.parse(flags.json()).phone_onboarding).toBe(true);
    });

    it('lets end-to-end tests slow the embedded answerer down through /dev/assistant, and only them', async () => {
      const closed = await suite.app.inject({ method: 'GET', url: '/dev/assistant' });
      expect(closed.statusCode).toBe(404);
      const devApp = await buildTestApp(suite.database, suite.issuer, {
        env: { LEXIO_DEV_FLAGS_ROUTE: '1', ASSISTANT_CHUNK_DELAY_MS: '10' },
      });
      try {
        const pace = async () =>
          (await devApp.inject({ method: 'GET', url: '/dev/assistant' })).json();
        expect(await pace()).toEqual({ chunkDelayMs: 10 });
        const put = (chunkDelayMs: unknown) =>
          devApp.inject({ method: 'PUT', url: '/dev/assistant', payload: { chunkDelayMs } });
        expect((await put(60)).json()).toEqual({ chunkDelayMs: 60 });
        expect(await pace()).toEqual({ chunkDelayMs: 60 });
        // A pace that is not a whole number of milliseconds up to a second is refused, by name.
        for (const bad of [-1, 1.5, 5000, 'slow']) {
          const refused = await put(bad);
          expect(refused.statusCode, String(bad)).toBe(400);
          expect(refused.body).toContain('chunkDelayMs');
        }
        expect(await pace()).toEqual({ chunkDelayMs: 60 });
      } finally {
        await devApp.close();
      }
    });
  });

  describe('rate limits on the unauthenticated routes', () => {
    // Tiny limits, so each route's 429 comes after a few requests.
    const limits = {
      RATE_LIMIT_LAWS_READ_MAX: '3',
      RATE_LIMIT_LAWS_SEARCH_MAX: '3',
      RATE_LIMIT_SHARED_MAX: '3',
    };
    let limited: FastifyInstance;
    beforeAll(async () => {
      limited = await buildTestApp(suite.database, suite.issuer, { env: limits });
    });
    afterAll(async () => {
      await limited?.close();
    });

    // One address per case: the table of contents and the text share one route, hence one count.
    it.each([
      ['a table of contents', '/laws/it/costituzione_toc.json', '10.0.1.1'],
      ['a text', '/laws/it/costituzione.html?lang=it', '10.0.1.2'],
      ['metadata', '/laws/docs/it/costituzione/metadata', '10.0.1.3'],
      ['a ruling', '/laws/court-rulings/it/corte-costituzionale/2024/1.json', '10.0.1.4'],
      ['search', '/laws/search?q=privacy', '10.0.1.5'],
      ['a shared conversation', '/media/shared/abcdefghijklmnop0123', '10.0.1.6'],
    ])('limits %s per address with a 429 JSON error', async (_name, url, address) => {
      const from = (remoteAddress: string) => limited.inject({ method: 'GET', url, remoteAddress });
      for (let i = 0; i < 3; i += 1) {
        expect((await from(address)).statusCode, url).not.toBe(429);
      }
      const refused = await from(address);
      expect(refused.statusCode).toBe(429);
      expect(refused.headers['retry-after']).toBeDefined();
      expect(apiErrorSchema.parse(refused.json()).error.code).toBe('RATE_LIMITED');
      // Another address has its own count.
      expect((await from('10.0.1.99')).statusCode).not.toBe(429);
    });

    it('leaves the viewer room by default: 60 pages (table of contents, text, metadata) a minute', async () => {
      for (let page = 0; page < 60; page += 1) {
        for (const url of [
          '/laws/it/costituzione_toc.json',
          '/laws/it/costituzione.html',
          '/laws/docs/it/costituzione/metadata',
        ]) {
          const response = await suite.app.inject({
            method: 'GET',
            url,
            remoteAddress: '10.0.1.100',
          });
          expect(response.statusCode).not.toBe(429);
        }
      }
    });
  });
});
