import type { CourtRuling } from '@lexio/api/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';

import { authValue, fakeApi, renderWithProviders } from '../../test/render';
import { CourtRulingPage } from './CourtRulingPage';

const ruling: CourtRuling = {
  id: 'it/corte-costituzionale/2024/1',
  court: 'Corte costituzionale',
  title: 'Corte costituzionale, sentenza n. 1/2024',
  shortTitle: 'Corte cost., sent. n. 1/2024',
  type: 'sentenza',
  number: '1',
  year: 2024,
  date: '2024-01-04',
  jurisdiction: 'IT',
  lang: 'it',
  sourceUrl: 'https://www.cortecostituzionale.it/scheda-pronuncia/2024/1',
  ecli: null,
  attribution: 'Corte costituzionale, dati.cortecostituzionale.it (CC BY-SA 3.0)',
  details: {
    president: 'BARBERA',
    rapporteur: "Marco D'Alberti",
    decisionDate: '2023-11-23',
    hearingDate: '2023-11-07',
    pdfUrl: 'https://example.org/sentenza-1-2024.pdf',
    dataLicence: 'CC BY-SA 3.0 — dati.cortecostituzionale.it',
  },
  maxims: [
    {
      number: 1,
      title: 'Bilancio e contabilità pubblica',
      text: 'È dichiarato costituzionalmente illegittimo l’art. 90, comma 10. <img src=x onerror="window.pwned=1">',
      classification: '036002',
    },
  ],
  operativePart:
    "per questi motivi\r\nLA CORTE COSTITUZIONALE\r\ndichiara l'illegittimità costituzionale dell'art. 90",
  summary: null,
  citedProvisions: [
    {
      label: 'art. 117, comma 2, Cost.',
      documentId: 'it/costituzione',
      article: 'art-117',
      paragraph: 'art-117-par-2',
      href: '/documents/it/costituzione#art-117-par-2',
      inCorpus: true,
    },
    {
      label: 'art. 20 d.lgs. n. 118 del 2011',
      documentId: 'it/dlgs/2011/118',
      article: 'art-20',
      paragraph: null,
      href: null,
      inCorpus: false,
    },
  ],
};

function renderRuling(
  path: string,
  answer: (path: string, init: RequestInit) => Response | Promise<Response>,
) {
  fakeApi((raw, init) => answer(decodeURIComponent(new URL(raw).pathname), init));
  const router = createMemoryRouter(
    [
      { path: '/court-rulings/*', element: <CourtRulingPage /> },
      { path: '/documents/*', element: <p>viewer</p> },
    ],
    { initialEntries: [path] },
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  renderWithProviders(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
    authValue({ logged: true }),
  );
  return router;
}

describe('CourtRulingPage', () => {
  it('shows the ruling’s details, maxims and operative part, its texts as text', async () => {
    renderRuling('/court-rulings/it/corte-costituzionale/2024/1', (path) =>
      path === '/court-rulings/it/corte-costituzionale/2024/1.json'
        ? Response.json(ruling)
        : Response.json({}, { status: 404 }),
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Corte cost., sent. n. 1/2024' }),
    ).toBeVisible();
    const details = screen.getByRole('region', { name: 'Details' });
    expect(within(details).getByText('President').nextElementSibling).toHaveTextContent('BARBERA');
    expect(within(details).getByText('Decided on').nextElementSibling).toHaveTextContent(
      'Nov 23, 2023',
    );
    expect(within(details).getByText('Hearing date').nextElementSibling).toHaveTextContent(
      'Nov 07, 2023',
    );
    expect(
      within(details).getByRole('link', { name: 'https://example.org/sentenza-1-2024.pdf' }),
    ).toHaveAttribute('href', 'https://example.org/sentenza-1-2024.pdf');
    expect(within(details).getByText('Official text (PDF)')).toBeInTheDocument();
    // The data licence is in the attribution line, not among the details.
    expect(within(details).queryByText(/dataLicence|Data licence/)).not.toBeInTheDocument();
    expect(within(details).getByRole('link', { name: 'Official source' })).toHaveAttribute(
      'href',
      'https://www.cortecostituzionale.it/scheda-pronuncia/2024/1',
    );

    const maxims = screen.getByRole('region', { name: 'Maxims' });
    expect(
      within(maxims).getByRole('heading', { name: '1. Bilancio e contabilità pubblica' }),
    ).toBeVisible();
    // Markup inside a ruling's text is shown, never interpreted.
    expect(within(maxims).getByText(/onerror="window.pwned=1"/)).toBeVisible();
    expect(maxims.querySelector('img')).toBeNull();

    expect(screen.getByRole('region', { name: 'Operative part' })).toHaveTextContent(
      "dichiara l'illegittimità costituzionale",
    );
  });

  it('links a cited provision in the corpus into the viewer and leaves the others as text', async () => {
    const user = userEvent.setup();
    const router = renderRuling('/court-rulings/it/corte-costituzionale/2024/1', () =>
      Response.json(ruling),
    );
    const cited = await screen.findByRole('region', { name: 'Cited provisions' });
    expect(within(cited).getAllByRole('link')).toHaveLength(1);
    expect(within(cited).getByText(/art\. 20 d\.lgs\. n\. 118 del 2011/)).toHaveTextContent(
      'not in the corpus',
    );

    await user.click(within(cited).getByRole('link', { name: 'art. 117, comma 2, Cost.' }));
    expect(router.state.location.pathname).toBe('/documents/it/costituzione');
    expect(router.state.location.hash).toBe('#art-117-par-2');
  });

  it('exports the ruling as PDF and Word, and says so when an export fails', async () => {
    const user = userEvent.setup();
    const saved: string[] = [];
    URL.createObjectURL = vi.fn(() => 'blob:lexio-test');
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download);
    });
    const exports: unknown[] = [];
    let failWord = true;
    renderRuling('/court-rulings/it/corte-costituzionale/2024/1', async (path, init) => {
      if (path === '/docs/it/corte-costituzionale/2024/1/export') {
        const body = JSON.parse(String(init.body)) as { format: string };
        exports.push(body);
        if (body.format === 'docx' && failWord) return Response.json({}, { status: 500 });
        return new Response('%PDF-1.7', { headers: { 'content-type': 'application/pdf' } });
      }
      return Response.json(ruling);
    });
    await user.click(await screen.findByRole('button', { name: 'Export PDF' }));
    expect(await screen.findByRole('button', { name: 'Downloaded' })).toBeDisabled();
    expect(saved).toEqual(['it_corte-costituzionale_2024_1.pdf']);

    await user.click(screen.getByRole('button', { name: 'Export Word' }));
    expect(await screen.findByText('Export failed. Try again.')).toBeVisible();
    failWord = false;
    await user.click(screen.getByRole('button', { name: 'Export Word' }));
    await waitFor(() => expect(saved).toContain('it_corte-costituzionale_2024_1.docx'));
    expect(exports).toEqual([
      { format: 'pdf', lang: 'it' },
      { format: 'docx', lang: 'it' },
      { format: 'docx', lang: 'it' },
    ]);
    vi.restoreAllMocks();
  });

  it('says the decision is not in the corpus when the laws service does not know it', async () => {
    renderRuling('/court-rulings/it/corte-costituzionale/1900/1', () =>
      Response.json({ code: 'NOT_FOUND', message: 'not found' }, { status: 404 }),
    );
    expect(await screen.findByText('Not in the corpus.')).toBeVisible();
  });

  it('offers to try again when loading fails', async () => {
    let fail = true;
    const user = userEvent.setup();
    renderRuling('/court-rulings/it/corte-costituzionale/2024/1', () =>
      fail ? Response.json({ message: 'down' }, { status: 503 }) : Response.json(ruling),
    );
    expect(await screen.findByText('Loading failed.')).toBeVisible();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Corte cost., sent. n. 1/2024' }),
    ).toBeVisible();
  });
});
