import type { LawDocumentMetadata, LawToc } from '@lexio/api/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';

import { messageStore } from '../../i18n/message-store';
import { stubWidth } from '../../test/media';
import { authValue, fakeApi, renderWithProviders } from '../../test/render';
import { LawViewerPage } from './LawViewerPage';

const gdpr: LawDocumentMetadata = {
  id: 'eu/reg/2016/679',
  kind: 'legislation',
  type: 'regulation',
  title: 'Regulation (EU) 2016/679 (General Data Protection Regulation)',
  titles: {
    en: 'Regulation (EU) 2016/679 (General Data Protection Regulation)',
    it: 'Regolamento (UE) 2016/679 (regolamento generale sulla protezione dei dati)',
    fr: 'Règlement (UE) 2016/679 (règlement général sur la protection des données)',
  },
  shortTitle: 'GDPR',
  jurisdiction: 'EU',
  authority: 'European Parliament and Council of the European Union',
  date: '2016-04-27',
  status: 'in-force',
  sourceUrl: 'https://eur-lex.europa.eu/eli/reg/2016/679/oj',
  eli: null,
  urn: null,
  attribution: '© European Union, https://eur-lex.europa.eu',
  languages: ['en', 'it', 'fr'],
  counts: { articles: 99, recitals: 173, annexes: 0, paragraphs: 372 },
  details: null,
  provisionStatus: [],
};

const toc = (lang: string): LawToc => ({
  documentId: 'eu/reg/2016/679',
  lang: lang as LawToc['lang'],
  title: gdpr.title,
  items: [
    {
      type: 'chapter',
      label: lang === 'it' ? 'CAPO III' : 'CHAPTER III',
      subtitle: null,
      level: 1,
      iri: 'eu/reg/2016/679#div-d3',
      children: [
        {
          type: 'article',
          label: lang === 'it' ? 'Articolo 17' : 'Article 17',
          subtitle: null,
          level: 2,
          iri: 'eu/reg/2016/679#art-17',
          children: [],
        },
      ],
    },
  ],
});

const texts: Record<string, string> = {
  it:
    '<article class="law-document" lang="it"><section class="unit article" id="art-16"><h3>Articolo 16</h3><p>Rettifica dei dati.</p></section>' +
    '<section class="unit article" id="art-17"><h3>Articolo 17 Diritto alla cancellazione</h3>' +
    '<div class="paragraph" id="art-17-par-1"><p>1. I dati personali sono cancellati.</p></div>' +
    '<div class="paragraph" id="art-17-par-2"><p>2. Il titolare informa dei dati cancellati.</p></div></section></article>',
  en:
    '<article class="law-document" lang="en"><section class="unit article" id="art-16"><h3>Article 16</h3><p>Right to rectification.</p></section>' +
    '<section class="unit article" id="art-17"><h3>Article 17 Right to erasure</h3>' +
    '<div class="paragraph" id="art-17-par-1"><p>1. The data subject shall have the right to erasure.</p></div></section></article>',
};

/** Documents of the corpus the laws service lists by title (more than any fixed list offers). */
const corpusDocuments = [
  [
    'eu/reg/2016/679',
    'GDPR',
    'Regulation (EU) 2016/679 (General Data Protection Regulation)',
    'EU',
  ],
  ['it/rd/1942/262', 'Codice civile', 'Regio Decreto 16 marzo 1942, n. 262 — Codice civile', 'IT'],
  ['it/dlgs/2005/206', 'Codice del consumo', 'D.Lgs. 6 settembre 2005, n. 206', 'IT'],
  [
    'it/dlgs/2003/196',
    'Codice privacy',
    'Codice in materia di protezione dei dati personali',
    'IT',
  ],
].map(([id, shortTitle, title, jurisdiction]) => ({
  id,
  shortTitle,
  title,
  jurisdiction,
  kind: 'legislation',
  type: 'act',
  date: null,
}));

interface Call {
  method: string;
  url: URL;
  body: unknown;
}

/** A laws service in memory; `exportResponse` decides what an export answers. */
function laws(
  options: {
    html?: Record<string, string>;
    exportResponse?: () => Promise<Response>;
    metadata?: Partial<LawDocumentMetadata>;
    /** The contents answer once this settles. */
    tocAnswered?: Promise<void>;
  } = {},
) {
  const calls: Call[] = [];
  const html = { ...texts, ...options.html };
  fakeApi(async (raw, init) => {
    const url = new URL(raw);
    const method = init.method ?? 'GET';
    calls.push({ method, url, body: init.body ? JSON.parse(String(init.body)) : undefined });
    const lang = url.searchParams.get('lang') ?? 'en';
    const path = decodeURIComponent(url.pathname);
    if (path === '/docs/eu/reg/2016/679/metadata')
      return Response.json({ ...gdpr, ...options.metadata });
    if (path === '/eu/reg/2016/679_toc.json') {
      await options.tocAnswered;
      return Response.json(toc(lang));
    }
    if (path === '/eu/reg/2016/679.html')
      return new Response(html[lang] ?? '', { headers: { 'content-type': 'text/html' } });
    if (path.endsWith('/export') && options.exportResponse) return options.exportResponse();
    if (path === '/documents') {
      const words = (url.searchParams.get('q') ?? '').toLowerCase().split(/\s+/).filter(Boolean);
      const results = corpusDocuments.filter((d) =>
        words.every((w) => `${d.title} ${d.shortTitle} ${d.id}`.toLowerCase().includes(w)),
      );
      return Response.json({ results, total: results.length, hasMore: false });
    }
    return Response.json({ code: 'NOT_FOUND', message: 'not found' }, { status: 404 });
  });
  return calls;
}

function renderViewer(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/documents/*', element: <LawViewerPage /> },
      { path: '/court-rulings/*', element: <p>Court ruling</p> },
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

// The text comes after the title's paint and its own chunk: on a loaded machine, more than the
// default second.
const textRegion = () => screen.findByRole('region', { name: 'GDPR' }, { timeout: 5000 });

beforeEach(() => {
  Element.prototype.scrollIntoView = vi.fn();
});

describe('LawViewerPage', () => {
  it('puts the title on screen before it asks for the text and the contents (what a phone shows first)', async () => {
    const calls = laws();
    renderViewer('/documents/eu/reg/2016/679');
    const asked = () => calls.map((call) => decodeURIComponent(call.url.pathname));
    await screen.findByRole('heading', { level: 1, name: 'GDPR' });
    expect(asked()).toEqual(['/docs/eu/reg/2016/679/metadata']);
    expect(await textRegion()).toHaveTextContent('Right to erasure');
    expect(asked()).toEqual(
      expect.arrayContaining(['/eu/reg/2016/679_toc.json', '/eu/reg/2016/679.html']),
    );
  });

  it('shows the header and the EU copyright line in the interface language, the Italian title of the GDPR', async () => {
    await messageStore.setLocale('it');
    await messageStore.loadNamespaces(['lawViewer']);
    try {
      laws({
        metadata: {
          attribution:
            '© European Union, https://eur-lex.europa.eu (reuse under Commission Decision 2011/833/EU); JSON by Ansvar Systems (Apache-2.0)',
        },
      });
      renderViewer('/documents/eu/reg/2016/679?lang=it');
      const header = await screen.findByRole('banner', undefined, { timeout: 5000 });
      expect(
        within(header).getByText("Parlamento europeo e Consiglio dell'Unione europea"),
      ).toBeInTheDocument();
      // The corpus has the GDPR in Italian: its Italian title, not marked as another language.
      const title = within(header).getByText(gdpr.titles.it!);
      expect(title).not.toHaveAttribute('lang');
      expect(within(header).queryByText(/Titolo ufficiale|General Data Protection/)).toBeNull();
      expect(
        await screen.findByText(
          '© Unione europea, https://eur-lex.europa.eu (riutilizzo ai sensi della decisione 2011/833/UE della Commissione); JSON di Ansvar Systems (Apache-2.0)',
        ),
      ).toBeInTheDocument();
      expect(screen.queryByText(/European Parliament|© European Union/)).not.toBeInTheDocument();
    } finally {
      await messageStore.setLocale('en');
    }
  });

  it('says an EU act held in English only has its official title in English, marked lang=en, in a French interface', async () => {
    await messageStore.setLocale('fr');
    await messageStore.loadNamespaces(['lawViewer']);
    try {
      const aiAct = 'Regulation (EU) 2024/1689 (Artificial Intelligence Act)';
      laws({
        metadata: { shortTitle: 'AI Act', title: aiAct, titles: { en: aiAct }, languages: ['en'] },
      });
      renderViewer('/documents/eu/reg/2016/679');
      const header = await screen.findByRole('banner', undefined, { timeout: 5000 });
      expect(within(header).getByText(/^Titre officiel \(en anglais\)/)).toBeInTheDocument();
      expect(within(header).getByText(aiAct)).toHaveAttribute('lang', 'en');
    } finally {
      await messageStore.setLocale('en');
    }
  });

  it('on a phone, where the contents stand above the text, draws the text after them so it does not jump down', async () => {
    stubWidth(true);
    try {
      let answer = () => {};
      const calls = laws({ tocAnswered: new Promise<void>((resolve) => (answer = resolve)) });
      renderViewer('/documents/eu/reg/2016/679');
      await waitFor(() => expect(calls.some((c) => c.url.pathname.endsWith('.html'))).toBe(true));
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(screen.queryByRole('region', { name: 'GDPR' })).not.toBeInTheDocument();
      expect(screen.queryByText(/© European Union/)).not.toBeInTheDocument();

      answer();
      expect(await screen.findByRole('tree', { name: 'Contents' })).toBeVisible();
      expect(await textRegion()).toHaveTextContent('Right to erasure');
      expect(screen.getByText(/© European Union/)).toBeVisible();
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('opens a deep link to a paragraph in the language of the address, scrolled to and highlighted', async () => {
    const calls = laws();
    renderViewer('/documents/eu/reg/2016/679?lang=it#art-17-par-1');
    const text = await textRegion();
    expect(screen.getByRole('heading', { level: 1, name: 'GDPR' })).toBeVisible();
    await waitFor(() =>
      expect(text.querySelector('#art-17-par-1')).toHaveAttribute('aria-current', 'location'),
    );
    const paragraph = text.querySelector('#art-17-par-1')!;
    expect(paragraph).toHaveTextContent('I dati personali sono cancellati.');
    expect(paragraph).toHaveFocus();
    expect(vi.mocked(Element.prototype.scrollIntoView).mock.contexts).toContain(paragraph);
    expect(text.querySelectorAll('[aria-current="location"]')).toHaveLength(1);
    expect(
      calls
        .filter((c) => c.url.pathname.endsWith('.html'))
        .map((c) => c.url.searchParams.get('lang')),
    ).toEqual(['it']);
    // The tree marks the article the paragraph belongs to.
    expect(await screen.findByRole('treeitem', { name: 'Articolo 17' })).toHaveAttribute(
      'aria-current',
      'location',
    );
  });

  it('opens the article when the deep link names a paragraph the text does not have', async () => {
    laws();
    renderViewer('/documents/eu/reg/2016/679?lang=it#art-17-par-9');
    const text = await textRegion();
    await waitFor(() =>
      expect(text.querySelector('#art-17')).toHaveAttribute('aria-current', 'location'),
    );
    expect(text.querySelector('#art-17')).toHaveFocus();
  });

  it('switches the language through the address and keeps the article in view', async () => {
    const user = userEvent.setup();
    laws();
    const router = renderViewer('/documents/eu/reg/2016/679?lang=it#art-17');
    await screen.findByText('Articolo 17 Diritto alla cancellazione');
    expect(screen.getByRole('button', { name: 'Italian' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(screen.getByRole('button', { name: 'English' }));
    await screen.findByText('Article 17 Right to erasure');
    expect(router.state.location.search).toBe('?lang=en');
    expect(router.state.location.hash).toBe('#art-17');
    expect(screen.getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true');
    const text = await textRegion();
    await waitFor(() =>
      expect(text.querySelector('#art-17')).toHaveAttribute('aria-current', 'location'),
    );
  });

  it('shows an Italian reader the Italian text when the address names no language (the GDPR is held in English first)', async () => {
    await messageStore.setLocale('it');
    await messageStore.loadNamespaces(['lawViewer']);
    try {
      laws();
      renderViewer('/documents/eu/reg/2016/679');
      expect(
        await screen.findByText('Articolo 17 Diritto alla cancellazione', undefined, {
          timeout: 5000,
        }),
      ).toBeInTheDocument();
      expect(screen.getByRole('button', { name: /^italiano$/i })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      expect(screen.queryByText('Article 17 Right to erasure')).not.toBeInTheDocument();
    } finally {
      await messageStore.setLocale('en');
    }
  });

  it('uses the interface’s language when the address asks for one the document does not have', async () => {
    laws();
    renderViewer('/documents/eu/reg/2016/679?lang=de');
    await screen.findByText('Article 17 Right to erasure');
    expect(screen.getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('finds text in the document, counts the matches and moves between them', async () => {
    const user = userEvent.setup();
    laws();
    renderViewer('/documents/eu/reg/2016/679?lang=it');
    const text = await textRegion();
    await screen.findByText('Articolo 17 Diritto alla cancellazione');

    await user.type(screen.getByRole('searchbox', { name: 'Find in the document' }), 'dati');
    const status = await screen.findByRole('status');
    await waitFor(() => expect(status).toHaveTextContent('1 of 3'));
    const marks = () => [...text.querySelectorAll('mark')];
    expect(marks().map((m) => m.textContent)).toEqual(['dati', 'dati', 'dati']);
    expect(marks()[0]).toHaveAttribute('data-current-hit');

    await user.click(screen.getByRole('button', { name: 'Next match' }));
    expect(status).toHaveTextContent('2 of 3');
    expect(marks()[1]).toHaveAttribute('data-current-hit');
    expect(vi.mocked(Element.prototype.scrollIntoView).mock.contexts).toContain(marks()[1]);

    await user.click(screen.getByRole('button', { name: 'Previous match' }));
    await user.click(screen.getByRole('button', { name: 'Previous match' }));
    expect(status).toHaveTextContent('3 of 3');

    await user.clear(screen.getByRole('searchbox', { name: 'Find in the document' }));
    await user.type(screen.getByRole('searchbox', { name: 'Find in the document' }), 'zzz');
    await waitFor(() => expect(status).toHaveTextContent('No matches'));
    expect(marks()).toHaveLength(0);
    // The text is whole again once the marks are gone.
    expect(text.querySelector('#art-17-par-1')).toHaveTextContent(
      '1. I dati personali sono cancellati.',
    );
  });

  describe('export', () => {
    let saved: { name: string; href: string }[];
    beforeEach(() => {
      saved = [];
      URL.createObjectURL = vi.fn(() => 'blob:lexio-test');
      URL.revokeObjectURL = vi.fn();
      vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
        this: HTMLAnchorElement,
      ) {
        saved.push({ name: this.download, href: this.href });
      });
    });
    afterEach(() => vi.restoreAllMocks());

    it('shows loading while the file is built, then success, and downloads it', async () => {
      const user = userEvent.setup();
      let answer!: (response: Response) => void;
      const calls = laws({
        exportResponse: () => new Promise<Response>((resolve) => (answer = resolve)),
      });
      renderViewer('/documents/eu/reg/2016/679?lang=it#art-17');
      await screen.findByText('Articolo 17 Diritto alla cancellazione');

      const pdf = screen.getByRole('button', { name: 'Export PDF' });
      await user.click(pdf);
      expect(pdf).toHaveAttribute('aria-busy', 'true');
      expect(pdf).toBeDisabled();
      expect(within(pdf).getByText('Exporting')).toBeInTheDocument();
      const exportCall = calls.find((c) => c.method === 'POST')!;
      expect(exportCall.url.pathname).toBe('/docs/eu/reg/2016/679/export');
      expect(exportCall.body).toEqual({ format: 'pdf', lang: 'it' });

      await act(async () =>
        answer(new Response('%PDF-1.7', { headers: { 'content-type': 'application/pdf' } })),
      );
      expect(await screen.findByRole('button', { name: 'Downloaded' })).toBeDisabled();
      expect(saved).toEqual([{ name: 'eu_reg_2016_679_it.pdf', href: 'blob:lexio-test' }]);
      // Back to idle after the success window.
      expect(
        await screen.findByRole('button', { name: 'Export PDF' }, { timeout: 3000 }),
      ).toBeEnabled();
    });

    it('exports only the article being read when asked, as Word', async () => {
      const user = userEvent.setup();
      const calls = laws({ exportResponse: async () => new Response('PK') });
      renderViewer('/documents/eu/reg/2016/679?lang=it#art-17-par-2');
      await screen.findByText('Articolo 17 Diritto alla cancellazione');
      await user.click(await screen.findByRole('combobox', { name: 'Part to export' }));
      await user.click(screen.getByRole('option', { name: 'Articolo 17 only' }));
      await user.click(screen.getByRole('button', { name: 'Export Word' }));
      await screen.findByRole('button', { name: 'Downloaded' });
      expect(calls.find((c) => c.method === 'POST')!.body).toEqual({
        format: 'docx',
        lang: 'it',
        articles: ['art-17'],
      });
      expect(saved[0]!.name).toBe('eu_reg_2016_679_art-17_it.docx');
    });

    it('says so when the export fails and lets the reader try again', async () => {
      const user = userEvent.setup();
      vi.spyOn(console, 'error').mockImplementation(() => {});
      laws({ exportResponse: async () => Response.json({ message: 'boom' }, { status: 500 }) });
      renderViewer('/documents/eu/reg/2016/679?lang=it');
      await screen.findByText('Articolo 17 Diritto alla cancellazione');
      await user.click(screen.getByRole('button', { name: 'Export PDF' }));
      expect(await screen.findByText('Export failed. Try again.')).toBeVisible();
      expect(screen.getByRole('button', { name: 'Export PDF' })).toBeEnabled();
      expect(saved).toEqual([]);
    });

    it('finds the other document by the words of its title across the corpus and shows its title, not its id', async () => {
      const user = userEvent.setup();
      laws();
      const router = renderViewer('/documents/eu/reg/2016/679?lang=it#art-17');
      await screen.findByText('Articolo 17 Diritto alla cancellazione');

      await user.click(screen.getByRole('button', { name: 'Compare' }));
      const dialog = await screen.findByRole('dialog', { name: 'Compare side by side' });
      await user.click(within(dialog).getByRole('radio', { name: 'Another document' }));
      const field = within(dialog).getByRole('combobox', { name: 'Document' });
      await user.type(field, 'privacy');
      await user.click(
        await screen.findByRole('option', {
          name: 'Codice privacy — Codice in materia di protezione dei dati personali',
        }),
      );
      expect(field).toHaveValue(
        'Codice privacy — Codice in materia di protezione dei dati personali',
      );

      await user.clear(field);
      await user.type(field, 'Codice');
      expect(await screen.findAllByRole('option')).toHaveLength(3);
      await user.click(screen.getByRole('option', { name: /^Codice civile/ }));
      expect(field).toHaveValue(
        'Codice civile — Regio Decreto 16 marzo 1942, n. 262 — Codice civile',
      );
      await user.click(within(dialog).getByRole('button', { name: 'Show side by side' }));
      expect(new URLSearchParams(router.state.location.search).get('compare')).toBe(
        'it/rd/1942/262',
      );
    });

    it('compares two languages side by side and exports the comparison', async () => {
      const user = userEvent.setup();
      const calls = laws({ exportResponse: async () => new Response('%PDF') });
      const router = renderViewer('/documents/eu/reg/2016/679?lang=it#art-17');
      await screen.findByText('Articolo 17 Diritto alla cancellazione');

      await user.click(screen.getByRole('button', { name: 'Compare' }));
      const dialog = await screen.findByRole('dialog', { name: 'Compare side by side' });
      expect(within(dialog).getByRole('radio', { name: 'Another language' })).toBeChecked();
      await user.click(within(dialog).getByRole('combobox', { name: 'Language' }));
      await user.click(screen.getByRole('option', { name: 'English' }));
      await user.click(within(dialog).getByRole('button', { name: 'Show side by side' }));

      expect(router.state.location.search).toBe(
        '?lang=it&compare=eu%2Freg%2F2016%2F679&compareLang=en',
      );
      const italian = await screen.findByRole('region', { name: 'GDPR (Italian)' });
      const english = await screen.findByRole('region', { name: 'GDPR (English)' });
      await within(english).findByText('Article 17 Right to erasure');
      expect(within(italian).getByText('Articolo 17 Diritto alla cancellazione')).toBeVisible();
      // Only one side owns the ids; both mark the anchor.
      expect(document.querySelectorAll('[id="art-17"]')).toHaveLength(1);
      await waitFor(() =>
        expect(english.querySelector('[data-anchor="art-17"]')).toHaveAttribute(
          'aria-current',
          'location',
        ),
      );

      await user.click(screen.getByRole('button', { name: 'Export comparison PDF' }));
      await screen.findByRole('button', { name: 'Downloaded' });
      const exportCall = calls.find((c) => c.method === 'POST')!;
      expect(exportCall.url.pathname).toBe('/docs/compare/eu%C2%A7reg%C2%A72016%C2%A7679/export');
      expect(exportCall.body).toEqual({
        format: 'pdf',
        left: { lang: 'it' },
        right: { documentId: 'eu/reg/2016/679', lang: 'en' },
      });

      await user.click(screen.getByRole('button', { name: 'Close comparison' }));
      expect(router.state.location.search).toBe('?lang=it');
      expect(await textRegion()).toBeInTheDocument();
    });
  });

  it('renders the laws HTML sanitised: a script, an onerror handler or a javascript: link cannot run', async () => {
    const win = window as unknown as { pwned?: boolean };
    delete win.pwned;
    laws({
      html: {
        en:
          '<article><section id="art-1"><h3>Article 1</h3><p>Text<script>window.pwned = true</script></p>' +
          '<img src="x" onerror="window.pwned = true"><a href="javascript:window.pwned=true">click me</a>' +
          '<p onmouseover="window.pwned = true">hover</p></section></article>',
      },
    });
    const user = userEvent.setup();
    renderViewer('/documents/eu/reg/2016/679?lang=en');
    const text = await textRegion();
    await within(text).findByText('Article 1');
    expect(text.querySelector('script, img, [onerror], [onmouseover]')).toBeNull();
    const link = within(text).getByText('click me');
    expect(link.getAttribute('href') ?? '').not.toMatch(/javascript:/i);
    await user.click(link);
    await user.hover(within(text).getByText('hover'));
    expect(win.pwned).toBeUndefined();
  });

  it('says the document is not in the corpus when the laws service does not know it', async () => {
    laws();
    renderViewer('/documents/it/nope/1');
    expect(await screen.findByText('Not in the corpus.')).toBeVisible();
  });

  it('asks for a document when the address names none', () => {
    laws();
    renderViewer('/documents/');
    expect(screen.getByText('No document chosen.')).toBeVisible();
  });

  it('flags an article a decision struck and one whose amounts are in lire, linking the decision', async () => {
    laws({
      metadata: {
        provisionStatus: [
          {
            article: 'art-17',
            paragraph: null,
            scope: 'terzo comma',
            kind: 'unconstitutional',
            byDocumentId: 'it/corte-costituzionale/2024/148',
            byTitle: 'Corte cost., sent. n. 148/2024',
            href: '/court-rulings/it/corte-costituzionale/2024/148',
            date: '2024-07-25',
            partial: true,
          },
          {
            article: 'art-16',
            paragraph: null,
            scope: null,
            kind: 'amounts-in-lire',
            byDocumentId: null,
            byTitle: null,
            href: null,
            date: null,
            partial: false,
          },
        ],
      },
    });
    const router = renderViewer('/documents/eu/reg/2016/679?lang=it#art-17');
    const text = await textRegion();
    // The text marks its anchors once it is on the page (an effect after the render that shows it).
    const article17 = await waitFor(() => {
      const element = text.querySelector<HTMLElement>('[data-anchor="art-17"]');
      expect(element).not.toBeNull();
      return element!;
    });
    const notice = await within(article17).findByRole('note');
    expect(notice).toHaveTextContent(
      'Declared unconstitutional in part (terzo comma) by Corte cost., sent. n. 148/2024, Jul 25, 2024.',
    );
    // Under the article's heading, before its text.
    expect(article17.querySelector('h3')!.nextElementSibling).toContainElement(notice);
    const article16 = text.querySelector<HTMLElement>('[data-anchor="art-16"]')!;
    expect(within(article16).getByRole('note')).toHaveTextContent(
      /Some amounts in this article are stated in lire, as in the source text, which gives no conversion into euro/,
    );
    await userEvent.click(
      within(notice).getByRole('link', { name: 'Corte cost., sent. n. 148/2024' }),
    );
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(
        '/court-rulings/it/corte-costituzionale/2024/148',
      ),
    );
  });
});
