import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';

import { authValue, renderRoutes, seedSession } from '../../test/render';
import {
  apiBase,
  libraryDocument,
  server,
  listenDuringTests,
  workspace,
} from '../../test/workspaces-api';

listenDuringTests();

const docId = libraryDocument().id;
const passages = [
  { position: 0, page: 1, heading: 'Premesse', label: null, text: 'Le parti convengono.' },
  {
    position: 1,
    page: 1,
    heading: 'Riservatezza',
    label: 'Art. 2',
    text: 'Il fornitore tratta i dati ai sensi dell’art. 28 GDPR.',
  },
  { position: 2, page: 2, heading: null, label: 'Art. 3', text: 'Art. 3 Durata di tre anni.' },
].map((p) => ({
  ...p,
  references:
    p.position === 1
      ? [{ text: 'art. 28 GDPR', documentId: 'eu/reg/2016/679', article: 'art-28' }]
      : [],
}));

beforeEach(() => {
  seedSession();
  server.use(
    http.get(`${apiBase}/workspaces/ws-1`, () => HttpResponse.json(workspace())),
    http.get(`${apiBase}/workspaces/ws-1/library/documents/${docId}`, () =>
      HttpResponse.json(libraryDocument({ passageCount: 3, pagesTotal: 2 })),
    ),
    http.get(`${apiBase}/workspaces/ws-1/library/documents/${docId}/passages`, () =>
      HttpResponse.json({ items: passages, total: 3, limit: 100, offset: 0 }),
    ),
  );
});

const open = (path: string) => renderRoutes(path, authValue({ logged: true }));

describe('LibraryDocumentPage', () => {
  it('shows the text passage by passage under its pages, the cited one highlighted', async () => {
    open(`/library/ws-1/${docId}?passage=1&quote=${encodeURIComponent('ai sensi dell’art. 28')}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'contratto.pdf' }, { timeout: 15000 }),
    ).toBeVisible();
    expect(screen.getByText('2 pages · 3 passages · Italian')).toBeVisible();
    const text = await screen.findByRole('article', { name: 'Passages' });
    expect(within(text).getByRole('heading', { name: 'Page 1' })).toBeVisible();
    expect(within(text).getByRole('heading', { name: 'Page 2' })).toBeVisible();

    const cited = document.getElementById('passage-1')!;
    expect(cited).toHaveAttribute('aria-current', 'true');
    expect(within(cited).getByText('Cited passage')).toBeVisible();
    expect(cited.querySelector('mark')).toHaveTextContent('ai sensi dell’art. 28');
    expect(within(cited).getByRole('link', { name: 'art. 28 GDPR' })).toHaveAttribute(
      'href',
      '/documents/eu/reg/2016/679#art-28',
    );
    expect(within(cited).getByRole('link', { name: 'Link to passage 2' })).toHaveAttribute(
      'href',
      '#passage-1',
    );
    expect(document.getElementById('passage-0')).not.toHaveAttribute('aria-current');
    expect(within(cited).getByRole('heading', { name: 'Art. 2 · Riservatezza' })).toBeVisible();
    // A label the text already starts with is not repeated as a heading.
    expect(within(document.getElementById('passage-2')!).queryByRole('heading')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(cited));
  });

  it('downloads the original file', async () => {
    const user = userEvent.setup();
    let asked = false;
    server.use(
      http.get(`${apiBase}/workspaces/ws-1/library/documents/${docId}/file`, () => {
        asked = true;
        return new HttpResponse('%PDF-1.7', { headers: { 'content-type': 'application/pdf' } });
      }),
    );
    const createObjectURL = vi.fn(() => 'blob:original');
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    open(`/library/ws-1/${docId}`);
    await user.click(
      await screen.findByRole('button', { name: 'Download the original' }, { timeout: 15000 }),
    );
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(asked).toBe(true);
    expect(createObjectURL).toHaveBeenCalled();
    click.mockRestore();
  });

  it('says a missing document is not found', async () => {
    const missing = '00000000-0000-4000-8000-000000000009';
    server.use(
      http.get(`${apiBase}/workspaces/ws-1/library/documents/${missing}`, () =>
        HttpResponse.json({ error: { code: 'NOT_FOUND', message: 'Not found' } }, { status: 404 }),
      ),
    );
    open(`/library/ws-1/${missing}`);
    expect(
      await screen.findByRole('heading', { name: 'Document not found' }, { timeout: 15000 }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to the workspace' })).toHaveAttribute(
      'href',
      '/assistant/workspaces/ws-1/?tab=documents',
    );
  });
});
