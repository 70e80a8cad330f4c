import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { authValue, fakeApi, renderRoutes, seedSession } from '../../test/render';

const documents = [
  {
    id: 'eu/reg/2016/679',
    shortTitle: 'GDPR',
    title: 'Regulation (EU) 2016/679',
    jurisdiction: 'EU',
    kind: 'legislation',
  },
  {
    id: 'it/rd/1942/262',
    shortTitle: 'Codice civile',
    title: 'R.D. 262/1942',
    jurisdiction: 'IT',
    kind: 'legislation',
  },
  {
    id: 'it/corte-costituzionale/2024/1',
    shortTitle: 'Corte cost., sent. n. 1/2024',
    title: 'Corte costituzionale, sentenza n. 1/2024',
    jurisdiction: 'IT',
    kind: 'ruling',
  },
].map((d) => ({ ...d, type: 'act', date: null }));

let requests: URL[] = [];

beforeEach(() => {
  seedSession();
  requests = [];
  fakeApi(async (raw) => {
    const url = new URL(raw);
    requests.push(url);
    if (url.pathname === '/documents') {
      const q = (url.searchParams.get('q') ?? '').toLowerCase();
      const results = documents.filter(
        (d) =>
          (!q || `${d.shortTitle} ${d.title}`.toLowerCase().includes(q)) &&
          (!url.searchParams.get('kind') || d.kind === url.searchParams.get('kind')) &&
          (!url.searchParams.get('jurisdiction') ||
            d.jurisdiction === url.searchParams.get('jurisdiction')),
      );
      return Response.json({ results, total: results.length, hasMore: false });
    }
    if (url.pathname === '/search') {
      return Response.json({
        query: url.searchParams.get('q'),
        hasMore: false,
        results: [
          {
            documentId: 'eu/reg/2016/679',
            documentTitle: 'Regulation (EU) 2016/679',
            documentShortTitle: 'GDPR',
            jurisdiction: 'EU',
            kind: 'legislation',
            type: 'regulation',
            lang: 'en',
            anchor: 'art-17',
            label: 'Article 17',
            heading: 'Right to erasure',
            snippet: 'the <mark>erasure</mark> of personal data',
            rank: 1,
            citation: { documentId: 'eu/reg/2016/679', article: 'art-17', quote: 'erasure' },
          },
        ],
      });
    }
    return Response.json({ code: 'NOT_FOUND', message: 'not found' }, { status: 404 });
  });
});
afterEach(() => localStorage.clear());

describe('LawsPage', () => {
  it('is reached from the navigation, lists the corpus, filters by source and opens a document', async () => {
    const user = userEvent.setup();
    const { router } = renderRoutes('/assistant/conversations', authValue({ logged: true }));
    const nav = await screen.findByRole('navigation', undefined, { timeout: 15000 });
    await user.click(within(nav).getByRole('link', { name: 'Laws' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Laws' }, { timeout: 15000 }),
    ).toBeVisible();
    expect(await screen.findByRole('link', { name: 'GDPR' })).toHaveAttribute(
      'href',
      '/documents/eu/reg/2016/679',
    );

    await user.click(screen.getByRole('button', { name: 'Italian courts' }));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'GDPR' })).toBeNull());
    expect(router.state.location.search).toBe('?source=it-rulings');
    expect(screen.getByRole('link', { name: 'Corte cost., sent. n. 1/2024' })).toHaveAttribute(
      'href',
      '/court-rulings/it/corte-costituzionale/2024/1',
    );
  });

  it('searches the titles and the text of the provisions', async () => {
    const user = userEvent.setup();
    const { router } = renderRoutes('/laws', authValue({ logged: true }));
    await user.type(
      await screen.findByRole('searchbox', { name: 'Search the laws' }, { timeout: 15000 }),
      'erasure',
    );
    const provisions = await screen.findByRole('region', {
      name: 'Provisions that mention “erasure”',
    });
    expect(
      await within(provisions).findByRole('link', { name: 'GDPR, Article 17' }),
    ).toHaveAttribute('href', '/documents/eu/reg/2016/679#art-17');
    expect(router.state.location.search).toBe('?q=erasure');
  });
});
