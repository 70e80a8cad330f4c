import type { MessageFormatElement } from 'react-intl';
import { describe, expect, it, vi } from 'vitest';

import { type CompiledMessages, loadCompiledNamespace } from './load-messages';
import type { Locale } from './locales';
import { createMessageStore, type MessageSource, UnknownNamespaceError } from './message-store';
import type { Namespace } from './namespaces';

/** A compiled message: a single literal, as formatjs compiles "text". */
const literal = (value: string): MessageFormatElement[] => [{ type: 0, value }];

/** A message in every locale and namespace, e.g. `lawViewer.title` -> "it lawViewer". */
function fakeSource(options: { fail?: (locale: Locale, ns: Namespace) => boolean } = {}) {
  const gates: { locale: Locale; namespace: Namespace; open: () => void }[] = [];
  let held = false;
  const source = {
    loadNamespace: vi.fn(async (locale: Locale, namespace: Namespace) => {
      if (held) await new Promise<void>((open) => gates.push({ locale, namespace, open }));
      if (options.fail?.(locale, namespace)) throw new Error(`offline: ${locale}/${namespace}`);
      return { [`${namespace}.title`]: literal(`${locale} ${namespace}`) };
    }),
    loadOverrides: vi.fn(async (_locale: Locale): Promise<CompiledMessages> => ({})),
  } satisfies MessageSource;
  return {
    source,
    /** From now on loads wait until released. */
    hold: () => (held = true),
    release: (locale: Locale, namespace: Namespace) => {
      const gate = gates.find((g) => g.locale === locale && g.namespace === namespace);
      if (!gate) throw new Error(`nothing is loading ${locale}/${namespace}`);
      gates.splice(gates.indexOf(gate), 1);
      gate.open();
    },
    releaseAll: () => gates.splice(0).forEach((gate) => gate.open()),
    loads: () => source.loadNamespace.mock.calls.map(([l, n]) => `${l}/${n}`).sort(),
  };
}

const text = (messages: object, id: string) =>
  ((messages as Record<string, MessageFormatElement[]>)[id]?.[0] as { value: string } | undefined)
    ?.value;

describe('message store', () => {
  it('loads only the core namespaces with the locale', async () => {
    const fake = fakeSource();
    const store = createMessageStore(fake.source);
    await store.setLocale('it');
    expect(fake.loads()).toEqual(['it/app', 'it/auth', 'it/form', 'it/shell']);
    const { locale, messages } = store.getSnapshot();
    expect(locale).toBe('it');
    expect(text(messages, 'auth.title')).toBe('it auth');
    expect(text(messages, 'lawViewer.title')).toBeUndefined();
  });

  it('shows a route namespace once it is loaded, downloading it once', async () => {
    const fake = fakeSource();
    const store = createMessageStore(fake.source);
    await store.setLocale('it');
    const listener = vi.fn();
    store.subscribe(listener);

    await Promise.all([store.loadNamespaces(['lawViewer']), store.loadNamespaces(['lawViewer'])]);

    expect(text(store.getSnapshot().messages, 'lawViewer.title')).toBe('it lawViewer');
    expect(fake.loads().filter((load) => load === 'it/lawViewer')).toHaveLength(1);
    expect(listener).toHaveBeenCalled();
    expect(store.loadedNamespaces()).toContain('lawViewer');
  });

  it('switching locale reloads every namespace on screen and swaps only when all are in', async () => {
    const fake = fakeSource();
    const store = createMessageStore(fake.source);
    await store.setLocale('it');
    await store.loadNamespaces(['lawViewer', 'settings']);
    fake.hold();

    const switched = store.setLocale('fr');
    await vi.waitFor(() => expect(fake.source.loadNamespace).toHaveBeenCalledTimes(12));
    fake.release('fr', 'app');
    fake.release('fr', 'lawViewer');
    await Promise.resolve();
    // Half loaded: the page on screen stays entirely Italian.
    expect(store.getSnapshot().locale).toBe('it');
    expect(text(store.getSnapshot().messages, 'lawViewer.title')).toBe('it lawViewer');

    fake.releaseAll();
    await switched;
    const { locale, messages } = store.getSnapshot();
    expect(locale).toBe('fr');
    for (const ns of ['app', 'auth', 'form', 'shell', 'lawViewer', 'settings']) {
      expect(text(messages, `${ns}.title`)).toBe(`fr ${ns}`);
    }
    expect(fake.loads().filter((load) => load.startsWith('fr/'))).toHaveLength(6);
  });

  it('a namespace asked for during a switch arrives in the new locale', async () => {
    const fake = fakeSource();
    const store = createMessageStore(fake.source);
    await store.setLocale('it');
    fake.hold();
    const switched = store.setLocale('en');
    const routeReady = store.loadNamespaces(['courtRuling']);
    let ready = false;
    void routeReady.then(() => (ready = true));
    await vi.waitFor(() => expect(fake.loads()).toContain('en/courtRuling'));
    fake.releaseAll();
    await switched;
    await routeReady;
    expect(ready).toBe(true);
    expect(store.getSnapshot().locale).toBe('en');
    expect(text(store.getSnapshot().messages, 'courtRuling.title')).toBe('en courtRuling');
  });

  it('a failed switch keeps the current locale, and a failed namespace can be retried', async () => {
    let offline = true;
    const fake = fakeSource({ fail: (locale) => offline && locale === 'fr' });
    const store = createMessageStore(fake.source);
    await store.setLocale('it');

    await expect(store.setLocale('fr')).rejects.toThrow('offline: fr/');
    expect(store.getSnapshot().locale).toBe('it');
    // A route loaded after the failed switch is in the locale on screen.
    await store.loadNamespaces(['products']);
    expect(text(store.getSnapshot().messages, 'products.title')).toBe('it products');

    offline = false;
    await store.setLocale('fr');
    expect(text(store.getSnapshot().messages, 'products.title')).toBe('fr products');
  });

  it('rejects an unknown namespace with a message that says what to do', async () => {
    const store = createMessageStore(fakeSource().source);
    await expect(store.loadNamespaces(['lawVeiwer'])).rejects.toThrow(UnknownNamespaceError);
    await expect(store.loadNamespaces(['lawVeiwer'])).rejects.toThrow(
      /Unknown message namespace "lawVeiwer".*src\/i18n\/namespaces\.ts/,
    );
  });

  it('remote translations override the embedded ones, read once per locale', async () => {
    const fake = fakeSource();
    fake.source.loadOverrides.mockImplementation(
      async (locale: Locale): Promise<CompiledMessages> =>
        locale === 'it'
          ? {
              'auth.title': literal('Accedi (remoto)'),
              'lawViewer.title': literal('Legge (remoto)'),
            }
          : {},
    );
    const store = createMessageStore(fake.source);
    await store.setLocale('it');
    await store.loadNamespaces(['lawViewer']);
    await store.loadNamespaces(['settings']);
    const { messages } = store.getSnapshot();
    expect(text(messages, 'auth.title')).toBe('Accedi (remoto)');
    expect(text(messages, 'lawViewer.title')).toBe('Legge (remoto)');
    expect(text(messages, 'settings.title')).toBe('it settings');
    expect(fake.source.loadOverrides).toHaveBeenCalledTimes(1);
  });
});

describe('compiled catalogues', () => {
  it('loads a namespace of the real build in each locale', async () => {
    const en = await loadCompiledNamespace('en', 'auth');
    const it_ = await loadCompiledNamespace('it', 'auth');
    expect(Object.keys(en).length).toBeGreaterThan(10);
    expect(Object.keys(it_).sort()).toEqual(Object.keys(en).sort());
    expect(Object.keys(en).every((id) => id.startsWith('auth.'))).toBe(true);
  });

  it('an empty namespace loads as empty, not as an error', async () => {
    const store = createMessageStore();
    await store.setLocale('fr');
    await expect(store.loadNamespaces(['share', 'assistant'])).resolves.toBeUndefined();
    expect(store.loadedNamespaces()).toEqual(expect.arrayContaining(['share', 'assistant']));
  });

  it('a namespace missing from the build errors clearly', async () => {
    await expect(loadCompiledNamespace('it', 'legacy' as Namespace)).rejects.toThrow(
      'No compiled "legacy" messages for it (src/i18n/compiled/it/legacy.json): run npm run i18n:compile -w apps/web',
    );
  });
});
