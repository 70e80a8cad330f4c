import { createHash } from 'node:crypto';

import { describe, expect, it } from 'vitest';

import { referralId } from './referral-id';

describe('referralId', () => {
  it.each([['mario.rossi@example.com'], ['Mario.Rossi@Example.COM'], ['anna@studio-legale.it']])(
    'is 8 uppercase characters of the SHA-256 of %s lower-cased',
    async (email) => {
      const expected = createHash('sha256')
        .update(email.toLowerCase())
        .digest('hex')
        .toUpperCase()
        .slice(0, 8);
      const id = await referralId(email);
      expect(id).toBe(expected);
      expect(id).toMatch(/^[A-Z0-9]{8}$/);
    },
  );

  it('ignores letter case in the email', async () => {
    expect(await referralId('A@B.IT')).toBe(await referralId('a@b.it'));
  });
});
