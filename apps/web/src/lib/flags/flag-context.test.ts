import { describe, expect, it } from 'vitest';

import { buildFlagContext } from './flag-context';

describe('buildFlagContext', () => {
  const me = { userId: 'u-1', email: 'anna@studio.it' };
  const organisation = { organisationId: 'org-9' };

  it('keys the user by email, the organisation by id and the plan by name', () => {
    expect(buildFlagContext(me, organisation, { planActivated: { plan: 'ENTERPRISE' } })).toEqual({
      kind: 'multi',
      user: { key: 'anna@studio.it', id: 'u-1' },
      organization: { key: 'org-9' },
      plan: { key: 'ENTERPRISE' },
    });
  });

  it.each([[null], [{ planActivated: null }]])(
    'uses _NOT_SUBSCRIBED_ without a plan (%j)',
    (subscription) => {
      expect(buildFlagContext(me, organisation, subscription).plan).toEqual({
        key: '_NOT_SUBSCRIBED_',
      });
    },
  );
});
