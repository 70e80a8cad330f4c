import { beforeEach, describe, expect, it, vi } from 'vitest';

import { currentIdToken, storedAuthUserInfo } from './auth-actions';

const library = vi.hoisted(() => ({
  stored: null as { token: string; payload: Record<string, unknown> } | null,
  loadAuth: vi.fn(),
}));

vi.mock('./amplify', () => ({
  loadAuth: library.loadAuth,
  readStoredIdToken: () => library.stored,
}));

beforeEach(() => {
  library.stored = null;
  library.loadAuth.mockReset();
  library.loadAuth.mockResolvedValue({
    auth: {
      fetchAuthSession: async () => ({ tokens: { idToken: { toString: () => 'refreshed' } } }),
    },
  });
});

describe('currentIdToken', () => {
  it('sends a stored token that is still good without loading the identity library', async () => {
    library.stored = { token: 'stored', payload: { sub: 'u1' } };
    await expect(currentIdToken()).resolves.toBe('stored');
    expect(library.loadAuth).not.toHaveBeenCalled();
  });

  it('asks the library otherwise, which refreshes it', async () => {
    await expect(currentIdToken()).resolves.toBe('refreshed');
    expect(library.loadAuth).toHaveBeenCalled();
  });
});

describe('storedAuthUserInfo', () => {
  it('says who is signed in from the stored token, or null', () => {
    expect(storedAuthUserInfo()).toBeNull();
    library.stored = {
      token: 'stored',
      payload: { sub: 'u1', email: 'anna@studio.it', given_name: 'Anna', family_name: 'Rossi' },
    };
    expect(storedAuthUserInfo()).toEqual({
      userId: 'u1',
      email: 'anna@studio.it',
      givenName: 'Anna',
      familyName: 'Rossi',
      name: 'Anna Rossi',
    });
  });
});
