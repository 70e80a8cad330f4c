import { http, HttpResponse } from 'msw';

import { configureApi } from '../http/client';
import { getImpersonationToken } from '../impersonate/requests';
import { listenDuringTests, memoryStorage, server, testBaseUrl } from '../test/server';
import { checkUserExists, checkUserNeedsVerification, resendVerificationEmail } from './requests';

listenDuringTests();

describe('sign-up checks', () => {
  it.each([
    ['/signUp/userExists', checkUserExists, { exists: true }],
    ['/signUp/userNeedsVerification', checkUserNeedsVerification, { needsVerification: true }],
    ['/signUp/userResendVerificationEmail', resendVerificationEmail, { sent: true }],
  ] as const)(
    '%s posts { email } without a token, and nobody is signed out',
    async (path, call, reply) => {
      const signOut = vi.fn();
      configureApi({
        baseUrl: testBaseUrl,
        getIdToken: () => undefined,
        signOut,
        storage: memoryStorage(),
      });
      const seen: { body?: unknown; authorization?: string | null } = {};
      server.use(
        http.post(`${testBaseUrl}${path}`, async ({ request }) => {
          seen.body = await request.json();
          seen.authorization = request.headers.get('authorization');
          return HttpResponse.json(reply);
        }),
      );
      await expect(call('new.user@example.com')).resolves.toBe(true);
      expect(seen).toEqual({ body: { email: 'new.user@example.com' }, authorization: null });
      expect(signOut).not.toHaveBeenCalled();
    },
  );
});

describe('getImpersonationToken', () => {
  it('asks for the user by id with the staff member own token', async () => {
    configureApi({
      baseUrl: testBaseUrl,
      getIdToken: () => 'staff-token',
      signOut: () => undefined,
      storage: memoryStorage(),
    });
    server.use(
      http.get(`${testBaseUrl}/impersonate`, ({ request }) => {
        const url = new URL(request.url);
        if (request.headers.get('authorization') !== 'Bearer staff-token')
          return HttpResponse.json({}, { status: 401 });
        return HttpResponse.json({
          token: `as-${url.searchParams.get('userId')}`,
          expiresAt: '2026-01-10T10:00:00.000Z',
        });
      }),
    );
    await expect(getImpersonationToken('u-42')).resolves.toEqual({
      token: 'as-u-42',
      expiresAt: '2026-01-10T10:00:00.000Z',
    });
  });
});
