import { alertQueries } from '../alerts/queries';
import { assistantQueries } from '../assistant/queries';
import { billingQueries } from '../billing/queries';
import { flagQueries } from '../flags/queries';
import { helpQueries } from '../help/queries';
import { courtRulingQueries, lawQueries } from '../laws/queries';
import { meQueries } from '../me/queries';
import { organisationQueries } from '../organisations/queries';
import { seatQueries } from '../seats/queries';
import { subscriptionQueries } from '../subscription/queries';
import { workspaceQueries } from '../workspaces/queries';
import { resourceKeys } from './resource-keys';

const startsWith = (key: readonly unknown[], prefix: readonly unknown[]) =>
  expect(key.slice(0, prefix.length)).toEqual(prefix);

describe('resource query keys', () => {
  it('nest all -> lists -> list(filters) and all -> details -> detail(id)', () => {
    const keys = resourceKeys('things');
    expect(keys.all()).toEqual(['things']);
    expect(keys.lists()).toEqual(['things', 'list']);
    expect(keys.list({ q: 'a' })).toEqual(['things', 'list', { q: 'a' }]);
    expect(keys.details()).toEqual(['things', 'detail']);
    expect(keys.detail('t-1')).toEqual(['things', 'detail', 't-1']);
  });

  it('give every resource its own root', () => {
    const roots = [
      assistantQueries,
      lawQueries,
      courtRulingQueries,
      workspaceQueries,
      seatQueries,
      billingQueries,
      alertQueries,
      meQueries,
      organisationQueries,
      subscriptionQueries,
      flagQueries,
      helpQueries,
    ].map((factory) => factory.all()[0]);
    expect(new Set(roots).size).toBe(roots.length);
    expect(roots).toEqual(expect.arrayContaining(['workspaces', 'seats', 'billing', 'alerts']));
  });

  it('put the leaves of the assistant and the laws under their lists and details', () => {
    startsWith(assistantQueries.list({ q: 'gdpr' }).queryKey, assistantQueries.lists());
    startsWith(assistantQueries.detail('thread-1').queryKey, assistantQueries.details());
    startsWith(lawQueries.list({ q: 'gdpr' }).queryKey, lawQueries.lists());
    startsWith(lawQueries.detail('eu/reg/2016/679').queryKey, lawQueries.details());
    startsWith(courtRulingQueries.detail('r-1').queryKey, courtRulingQueries.details());
    startsWith(workspaceQueries.detail('ws-1').queryKey, workspaceQueries.details());
  });

  it('put the one leaf of each one-of-a-kind resource (me, organisation, ...) at its details key', () => {
    const loggedIn = { loggedIn: true };
    for (const factory of [
      meQueries,
      organisationQueries,
      subscriptionQueries,
      flagQueries,
      helpQueries,
    ]) {
      expect(factory.detail(loggedIn).queryKey).toEqual(factory.details());
      startsWith(factory.details(), factory.all());
    }
  });
});
