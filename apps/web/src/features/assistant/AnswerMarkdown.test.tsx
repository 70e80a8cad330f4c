import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentProps } from 'react';
import type * as ReactMarkdown from 'react-markdown';
import { createMemoryRouter, RouterProvider } from 'react-router';

import AnswerMarkdown from './AnswerMarkdown';
import { gdprArt33 } from './testing/fake-chat';

// Counts what react-markdown is asked to render, to see which blocks render again.
const rendered = vi.hoisted(() => [] as string[]);
vi.mock('react-markdown', async (importOriginal) => {
  const actual = await importOriginal<typeof ReactMarkdown>();
  const Original = actual.default;
  return {
    ...actual,
    default: (props: ComponentProps<typeof Original>) => {
      rendered.push(String(props.children));
      return <Original {...props} />;
    },
  };
});

const citationName = (index: number, label: string) => `Source ${index}: ${label}`;

function renderAnswer(markdown: string, citations = [gdprArt33]) {
  const element = (text: string) => (
    <AnswerMarkdown
      markdown={text}
      citations={citations}
      language="it"
      citationName={citationName}
    />
  );
  const router = createMemoryRouter([{ path: '*', element: element(markdown) }]);
  const view = render(<RouterProvider router={router} />);
  return {
    update: (text: string) =>
      view.rerender(
        <RouterProvider router={createMemoryRouter([{ path: '*', element: element(text) }])} />,
      ),
  };
}

describe('AnswerMarkdown', () => {
  it('renders each finished block once while the last block streams', () => {
    rendered.length = 0;
    const head = '**GDPR, Articolo 33**\n\n> Il titolare notifica la violazione [1](#cite-1)\n\n';
    let tail = '> entro';
    const { update } = renderAnswer(head + tail);
    for (const more of [' 72', ' ore', ' dal', ' momento', ' in cui']) {
      tail += more;
      update(head + tail);
    }
    expect(rendered.filter((text) => text === '**GDPR, Articolo 33**')).toHaveLength(1);
    expect(rendered.filter((text) => text.startsWith('> Il titolare'))).toHaveLength(1);
    expect(rendered.filter((text) => text.startsWith('> entro'))).toHaveLength(6);
    expect(screen.getByText(/entro 72 ore dal momento in cui/)).toBeInTheDocument();
  });

  it('turns a verified citation marker into a link to the viewer and leaves an unknown one a bare number', () => {
    renderAnswer('Notifica [1](#cite-1) e [2](#cite-2).');
    expect(screen.getByRole('link', { name: 'Source 1: GDPR, Articolo 33(1)' })).toHaveAttribute(
      'href',
      '/documents/eu/reg/2016/679?lang=it#art-33-par-1',
    );
    expect(screen.getAllByRole('link')).toHaveLength(1);
    expect(screen.getByText('2').tagName).toBe('SUP');
  });

  it("shows a model's own citation links, as the server escapes them, as text and not as sources", () => {
    renderAnswer(
      'Entro 72 ore [1]\\(#cite-1), come dice [1](#cite-1); [1]\\(<&#35;cite-1>) ' +
        '[1]\\( \\#cite-1) [1][x]\n\n[x]\\: #cite-1',
    );
    expect(screen.getAllByRole('link')).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Source 1: GDPR, Articolo 33(1)' })).toBeVisible();
    expect(screen.getByText(/Entro 72 ore \[1\]\(#cite-1\), come dice/)).toBeInTheDocument();
  });

  it('opens the decision named by a status note inside the app', async () => {
    const router = createMemoryRouter(
      [
        {
          path: '/assistant',
          element: (
            <AnswerMarkdown
              markdown="⚠️ Dichiarato costituzionalmente illegittimo da [Corte cost., sent. n. 148/2024](/court-rulings/it/corte-costituzionale/2024/148)."
              citations={[]}
              language="it"
              citationName={citationName}
            />
          ),
        },
        { path: '/court-rulings/*', element: <p>Ruling</p> },
      ],
      { initialEntries: ['/assistant'] },
    );
    render(<RouterProvider router={router} />);
    const link = screen.getByRole('link', { name: 'Corte cost., sent. n. 148/2024' });
    expect(link).toHaveAttribute('href', '/court-rulings/it/corte-costituzionale/2024/148');
    link.click();
    expect(await screen.findByText('Ruling')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/court-rulings/it/corte-costituzionale/2024/148');
  });

  it('keeps a fenced code block whole across blank lines', () => {
    renderAnswer('Intro\n\n```\nline one\n\nline two\n```\n\nEnd');
    expect(screen.getByText(/line one\s+line two/).tagName).toBe('CODE');
  });

  it('reads as an answer: the direct answer first, then the quoted provisions by act, each one folded under its title', async () => {
    const art5 = {
      ...gdprArt33,
      index: 2,
      article: 'art-5',
      paragraph: 'art-5-par-1',
      label: 'Articolo 5',
    };
    const codice = {
      ...gdprArt33,
      index: 3,
      documentId: 'it/codice-privacy',
      documentTitle: 'Codice privacy',
      article: 'art-2',
      paragraph: undefined,
      label: 'Art. 2',
    };
    renderAnswer(
      [
        '«Il titolare notifica la violazione entro 72 ore» [1](#cite-1)',
        'Le disposizioni citate, per atto:',
        '**GDPR, Articolo 33 — Notifica di una violazione**',
        '> 1\\. In caso di violazione dei dati personali, entro 72 ore [1](#cite-1)',
        '**Codice privacy, Art. 2 — Finalità**',
        '_(testo disponibile in inglese)_',
        '> The code ensures [3](#cite-3)',
        '**GDPR, Articolo 5 — Principi**',
        '> 1\\. I dati personali sono trattati in modo lecito [2](#cite-2)',
        '**GDPR, \\(85\\)**',
        '> Una violazione dei dati personali può [1](#cite-1)',
      ].join('\n\n'),
      [gdprArt33, art5, codice],
    );
    // The direct answer, with its marker, comes first and stays visible.
    expect(screen.getByText(/entro 72 ore»/)).toBeVisible();
    const provisions = screen.getByRole('region', { name: 'Le disposizioni citate, per atto' });
    const acts = within(provisions).getAllByRole('heading', { level: 3 });
    expect(acts.map((h) => h.textContent)).toEqual(['GDPR', 'Codice privacy']);
    const gdpr = within(provisions).getByRole('region', { name: 'GDPR' });
    const titles = gdpr.querySelectorAll('summary');
    expect([...titles].map((t) => t.textContent)).toEqual([
      'Articolo 33 — Notifica di una violazione',
      'Articolo 5 — Principi',
      'Considerando 85',
    ]);
    // The source in another language says so next to its title.
    expect(
      within(provisions).getByRole('region', { name: 'Codice privacy' }).querySelector('summary'),
    ).toHaveTextContent('Art. 2 — Finalità(testo disponibile in inglese)');
    // Each quote is folded until its title is opened.
    const quote = screen.getByText(/I dati personali sono trattati/);
    expect(quote).not.toBeVisible();
    await userEvent.click(titles[1]!);
    expect(quote).toBeVisible();
  });

  it('shows first the act the direct answer quotes, even when another act leads the provisions', () => {
    const dlgs = {
      ...gdprArt33,
      index: 2,
      documentId: 'it/dlgs/2018/101',
      documentTitle: 'D.Lgs. 101/2018',
      article: 'art-22',
      paragraph: undefined,
      label: 'Art. 22',
    };
    renderAnswer(
      [
        '«Il titolare notifica la violazione entro 72 ore» [1](#cite-1)',
        'Le disposizioni citate, per atto:',
        '**D.Lgs. 101/2018, Art. 22 — Altre disposizioni transitorie**',
        '> 1\\. Il presente decreto [2](#cite-2)',
        '**GDPR, Articolo 33 — Notifica di una violazione**',
        '> 1\\. In caso di violazione dei dati personali, entro 72 ore [1](#cite-1)',
      ].join('\n\n'),
      [gdprArt33, dlgs],
    );
    const provisions = screen.getByRole('region', { name: 'Le disposizioni citate, per atto' });
    const acts = within(provisions).getAllByRole('heading', { level: 3 });
    expect(acts.map((h) => h.textContent)).toEqual(['GDPR', 'D.Lgs. 101/2018']);
  });
});
