import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';

import { authValue, renderRoutes, seedSession } from '../../test/render';
import { api, apiBase, listenDuringTests, server, workspace } from '../../test/workspaces-api';
import { searchSnippet } from './search-snippet';

listenDuringTests();

const docId = '00000000-0000-4000-8000-000000000001';
const slow = { timeout: 15000 };

const penalty = {
  documentId: docId,
  name: 'contratto-fornitura.pdf',
  position: 27,
  page: 4,
  heading: 'Articolo 8 – Penali',
  label: '8.1',
  text: "In caso di ritardo nella consegna, il Fornitore corrisponde all'Acquirente una penale pari allo 0,5% del valore dell'ordine per ogni giorno di calendario di ritardo.",
};

beforeEach(() => {
  seedSession();
  server.use(
    api.meter(),
    http.get(`${apiBase}/conversations`, () => HttpResponse.json(api.page([]))),
    http.get(`${apiBase}/workspaces/ws-1`, () => HttpResponse.json(workspace())),
    http.post(`${apiBase}/workspaces/ws-1/conversations/filter`, () =>
      HttpResponse.json(api.page([])),
    ),
  );
});

describe('Search the workspace’s documents from its chat', () => {
  it('searches the indexed passages as the user types, marks the words found and opens the viewer at the passage', async () => {
    const user = userEvent.setup();
    const bodies: unknown[] = [];
    server.use(
      http.post(`${apiBase}/workspaces/ws-1/library/search`, async ({ request }) => {
        const body = (await request.json()) as { q: string };
        bodies.push(body);
        return HttpResponse.json({ items: body.q.includes('penale') ? [penalty] : [] });
      }),
      // The viewer the result opens.
      http.get(`${apiBase}/workspaces/ws-1/library/documents/${docId}`, () =>
        HttpResponse.json({ error: { code: 'NOT_FOUND', message: 'Not found' } }, { status: 404 }),
      ),
    );
    const { router } = renderRoutes('/assistant/workspaces/ws-1/', authValue({ logged: true }));
    await user.click(await screen.findByRole('button', { name: 'Search the documents' }, slow));
    const dialog = await screen.findByRole('dialog', { name: 'Search the workspace’s documents' });
    const field = within(dialog).getByRole('searchbox', { name: 'Words or phrase' });
    expect(field).toHaveFocus();

    await user.type(field, 'penale giorno');
    const result = await within(dialog).findByRole(
      'link',
      { name: 'Open contratto-fornitura.pdf at this passage: 8.1, page 4' },
      slow,
    );
    // The search is sent once typing pauses, with the words as typed.
    expect(bodies.at(-1)).toEqual({ q: 'penale giorno', limit: 10 });
    expect(result).toHaveAttribute('href', `/library/ws-1/${docId}?passage=27`);
    expect(within(result).getByText('Articolo 8 – Penali', { exact: false })).toBeVisible();
    expect([...result.querySelectorAll('mark')].map((mark) => mark.textContent)).toEqual([
      'penale',
      'giorno',
    ]);
    expect(within(dialog).getByText('1 passage')).toBeVisible();

    await user.clear(field);
    await user.type(field, 'marchi registrati');
    expect(
      await within(dialog).findByText(
        'No passage of the indexed documents holds “marchi registrati”. Try other words, or ask the assistant in another language.',
        undefined,
        slow,
      ),
    ).toBeVisible();

    await user.clear(field);
    await user.type(field, 'penale');
    await user.click(await within(dialog).findByRole('link', { name: /^Open contratto/ }, slow));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/library/ws-1/${docId}`));
    expect(router.state.location.search).toBe('?passage=27');
    // Closed on the way: Back returns to the question field, not to a dialog over it.
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('says so when the search fails, after one quick retry, and closes', async () => {
    const user = userEvent.setup();
    let asked = 0;
    server.use(
      http.post(`${apiBase}/workspaces/ws-1/library/search`, () => {
        asked += 1;
        return HttpResponse.json({ error: { code: 'INTERNAL', message: 'x' } }, { status: 503 });
      }),
    );
    renderRoutes('/assistant/workspaces/ws-1/', authValue({ logged: true }));
    await user.click(await screen.findByRole('button', { name: 'Search the documents' }, slow));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByRole('searchbox'), 'penale');
    expect(
      await within(dialog).findByText(
        'The search did not complete. Try again in a moment.',
        undefined,
        slow,
      ),
    ).toBeVisible();
    // Asked once and retried once, not kept waiting through three retries of 1, 2 and 4 seconds.
    expect(asked).toBe(2);
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});

describe('searchSnippet', () => {
  it('cuts the text around the first word found, at word boundaries, and marks stemmed forms', () => {
    const text = `${'Premessa lunga del contratto. '.repeat(12)}Le penali per ritardo si applicano per ogni giorno. ${'Altro testo. '.repeat(30)}`;
    const parts = searchSnippet(text, 'penale -contratto', 120);
    const joined = parts.map((p) => p.text).join('');
    expect(joined.startsWith('… ')).toBe(true);
    expect(joined.endsWith(' …')).toBe(true);
    expect(joined).toContain('Le penali per ritardo');
    expect(parts.filter((p) => p.match).map((p) => p.text)).toEqual(['penali']);
  });

  it('keeps a short passage whole', () => {
    expect(searchSnippet('Foro di Milano.', '"foro di milano"')).toEqual([
      { text: 'Foro', match: true },
      { text: ' ', match: false },
      { text: 'di', match: true },
      { text: ' ', match: false },
      { text: 'Milano', match: true },
      { text: '.', match: false },
    ]);
  });
});
