import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { defineMessages, useIntl } from 'react-intl';
import { createMemoryRouter, Link, Outlet, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';

import { LocaleProvider, useLocale } from './locale-provider';
import type { CompiledMessages } from './load-messages';
import type { Locale } from './locales';
import { createMessageStore, type MessageSource } from './message-store';
import type { Namespace } from './namespaces';
import { withMessages } from './with-messages';

const m = defineMessages({
  title: { id: 'lawViewer.test.title', defaultMessage: 'Law', description: 'test page title' },
});

const translations: Record<string, string> = { it: 'Legge', fr: 'Loi', en: 'Law' };

/** Every namespace load waits until the test opens it; lawViewer holds the page's title. */
function gatedSource() {
  const gates: { key: string; open: () => void }[] = [];
  const source: MessageSource = {
    loadNamespace: vi.fn(
      async (locale: Locale, namespace: Namespace): Promise<CompiledMessages> => {
        const key = `${locale}/${namespace}`;
        if (namespace !== 'app') await new Promise<void>((open) => gates.push({ key, open }));
        return namespace === 'lawViewer'
          ? { [m.title.id]: [{ type: 0 as const, value: translations[locale]! }] }
          : {};
      },
    ),
    loadOverrides: async () => ({}),
  };
  const open = (key: string) =>
    act(async () => {
      await vi.waitFor(() => expect(gates.map((g) => g.key)).toContain(key));
      gates.filter((g) => g.key === key).forEach((g) => g.open());
    });
  return { source, open };
}

/** Every title the page has ever rendered: a flash of English would show up here. */
const seen: string[] = [];

function LawPage() {
  const intl = useIntl();
  const title = intl.formatMessage(m.title);
  seen.push(title);
  return <h1>{title}</h1>;
}

function Switcher() {
  const { locale, setLocale } = useLocale();
  return (
    <button type="button" onClick={() => void setLocale(locale === 'it' ? 'fr' : 'it')}>
      switch from {locale}
    </button>
  );
}

async function renderApp(locale: Locale) {
  const gated = gatedSource();
  const store = createMessageStore(gated.source);
  const ready = store.setLocale(locale);
  for (const ns of ['auth', 'form', 'shell']) await gated.open(`${locale}/${ns}`);
  await ready;
  seen.length = 0;
  const router = createMemoryRouter(
    [
      {
        element: (
          <>
            <Switcher />
            <Outlet />
          </>
        ),
        hydrateFallbackElement: <p>loading</p>,
        children: [
          { path: '/', element: <Link to="/law">open the law</Link> },
          {
            path: '/law',
            lazy: withMessages(['lawViewer'], async () => ({ Component: LawPage }), store),
          },
        ],
      },
    ],
    { initialEntries: ['/'] },
  );
  render(
    <LocaleProvider store={store}>
      <RouterProvider router={router} />
    </LocaleProvider>,
  );
  return { ...gated, store, router };
}

describe('withMessages', () => {
  it('renders a route only once its namespace is loaded, never its English default', async () => {
    const { open, router, store } = await renderApp('it');
    await userEvent.click(screen.getByRole('link', { name: 'open the law' }));
    // The page code is in, its messages are not: the router stays on the previous page.
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(router.state.navigation.state).toBe('loading');
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    expect(store.loadedNamespaces()).not.toContain('lawViewer');

    await open('it/lawViewer');
    expect(await screen.findByRole('heading', { name: 'Legge' })).toBeInTheDocument();
    expect(seen.length).toBeGreaterThan(0);
    expect(new Set(seen)).toEqual(new Set(['Legge']));
  });

  it('a locale switch reloads the namespaces already loaded before showing the new language', async () => {
    const { open, router } = await renderApp('it');
    act(() => void router.navigate('/law'));
    await open('it/lawViewer');
    expect(await screen.findByRole('heading', { name: 'Legge' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'switch from it' }));
    for (const ns of ['auth', 'form', 'shell']) await open(`fr/${ns}`);
    // Core in, the page's namespace not yet: still all Italian.
    expect(screen.getByRole('heading', { name: 'Legge' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'switch from it' })).toBeInTheDocument();

    await open('fr/lawViewer');
    expect(await screen.findByRole('heading', { name: 'Loi' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'switch from fr' })).toBeInTheDocument();
    expect(seen).not.toContain('Law');
    expect(document.documentElement.lang).toBe('fr');
  });

  it('a route naming an unknown namespace fails to load with the reason', async () => {
    const store = createMessageStore(gatedSource().source);
    const load = withMessages(
      ['lawViewr' as Namespace],
      async () => ({ Component: LawPage }),
      store,
    );
    await expect(load()).rejects.toThrow('Unknown message namespace "lawViewr"');
  });
});
