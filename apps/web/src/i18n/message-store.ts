/*
 * The messages on screen, by namespace. The core namespaces load with the locale; a route asks for
 * its own namespaces (withMessages) and renders once they are in, so nobody sees a raw id or a
 * flash of English. Switching locale loads the new locale's core plus every namespace asked for so
 * far, and only then swaps, so the page on screen stays translated throughout.
 *
 * It lives outside React because the router's lazy() functions, which run before any route
 * renders, need it; LocaleProvider subscribes to it.
 */
import { type CompiledMessages, loadCompiledNamespace, loadRemoteMessages } from './load-messages';
import { fallbackLocale, type Locale } from './locales';
import { coreNamespaces, isNamespace, type Namespace, namespaces as known } from './namespaces';

export interface MessageSource {
  /** One namespace of one locale; rejects when it cannot be had. */
  loadNamespace: (locale: Locale, namespace: Namespace) => Promise<CompiledMessages>;
  /** Overrides for a whole locale (every namespace at once); never rejects. */
  loadOverrides: (locale: Locale) => Promise<CompiledMessages>;
}

export interface MessageSnapshot {
  locale: Locale;
  /** Precompiled: the production build cannot parse message strings. */
  messages: CompiledMessages;
}

export interface MessageStore {
  getSnapshot: () => MessageSnapshot;
  subscribe: (listener: () => void) => () => void;
  /** Loads the core and every requested namespace in `locale`, then shows that locale. */
  setLocale: (locale: Locale) => Promise<void>;
  /** Loads namespaces in the current locale (or the one being switched to) and shows them. */
  loadNamespaces: (namespaces: readonly string[]) => Promise<void>;
  /** Namespaces whose messages are on screen. */
  loadedNamespaces: () => Namespace[];
}

export class UnknownNamespaceError extends Error {
  constructor(readonly namespace: string) {
    super(
      `Unknown message namespace "${namespace}" (known: ${known.join(', ')}): add it to src/i18n/namespaces.ts`,
    );
    this.name = 'UnknownNamespaceError';
  }
}

export const bundledMessageSource: MessageSource = {
  loadNamespace: loadCompiledNamespace,
  loadOverrides: (locale) => loadRemoteMessages(locale),
};

export function createMessageStore(source: MessageSource = bundledMessageSource): MessageStore {
  // Before setLocale, English with no catalogue: messages render their (English) defaults.
  let snapshot: MessageSnapshot = { locale: fallbackLocale, messages: {} };
  /** The locale on screen, or the one a pending switch is loading. */
  let target: Locale = fallbackLocale;
  let switching: Promise<void> | null = null;
  let switchTicket = 0;
  /** Every namespace asked for since start; a locale switch brings them all. */
  const requested = new Set<Namespace>(coreNamespaces);
  const pending = new Map<string, Promise<CompiledMessages>>();
  const loaded = new Map<string, CompiledMessages>();
  const overrides = new Map<Locale, Promise<CompiledMessages>>();
  const resolvedOverrides = new Map<Locale, CompiledMessages>();
  const listeners = new Set<() => void>();
  /** The namespaces in the snapshot. */
  let shown = new Set<Namespace>();

  const key = (locale: Locale, namespace: Namespace) => `${locale}/${namespace}`;

  function loadOne(locale: Locale, namespace: Namespace): Promise<CompiledMessages> {
    const k = key(locale, namespace);
    let promise = pending.get(k);
    if (!promise) {
      promise = source.loadNamespace(locale, namespace).then(
        (messages) => {
          loaded.set(k, messages);
          return messages;
        },
        (error: unknown) => {
          // Forget the failure so that the next navigation can try again.
          pending.delete(k);
          throw error;
        },
      );
      pending.set(k, promise);
    }
    return promise;
  }

  function loadOverrides(locale: Locale): Promise<CompiledMessages> {
    let promise = overrides.get(locale);
    if (!promise) {
      promise = source.loadOverrides(locale).then((messages) => {
        resolvedOverrides.set(locale, messages);
        return messages;
      });
      overrides.set(locale, promise);
    }
    return promise;
  }

  async function loadInto(locale: Locale, namespaces: Iterable<Namespace>) {
    await Promise.all([...[...namespaces].map((ns) => loadOne(locale, ns)), loadOverrides(locale)]);
  }

  function show(locale: Locale) {
    const messages: CompiledMessages = {};
    shown = new Set();
    for (const namespace of requested) {
      const part = loaded.get(key(locale, namespace));
      if (!part) continue;
      Object.assign(messages, part);
      shown.add(namespace);
    }
    Object.assign(messages, resolvedOverrides.get(locale));
    snapshot = { locale, messages };
    listeners.forEach((listener) => listener());
  }

  function checked(names: readonly string[]): Namespace[] {
    return names.map((name) => {
      if (!isNamespace(name)) throw new UnknownNamespaceError(name);
      return name;
    });
  }

  async function switchTo(locale: Locale, ticket: number) {
    // Loop: a route may ask for a namespace while this locale is loading.
    for (;;) {
      const wanted = [...requested];
      await loadInto(locale, wanted);
      if (ticket !== switchTicket) return;
      if ([...requested].every((ns) => loaded.has(key(locale, ns)))) break;
    }
    show(locale);
  }

  return {
    getSnapshot: () => snapshot,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    setLocale(locale) {
      const ticket = ++switchTicket;
      target = locale;
      const run = switchTo(locale, ticket);
      const settled = run.finally(() => {
        if (ticket !== switchTicket) return;
        switching = null;
        // A failed switch leaves the current locale on screen.
        target = snapshot.locale;
      });
      switching = settled.catch(() => {});
      return settled;
    },
    async loadNamespaces(names) {
      const wanted = checked(names);
      wanted.forEach((ns) => requested.add(ns));
      for (;;) {
        const locale = target;
        await loadInto(locale, wanted);
        // The locale changed while loading: load these for the new one too.
        if (locale !== target) continue;
        // A switch in flight shows these when it lands (it brings every requested namespace);
        // if it fails, the old locale stays and needs them instead.
        if (switching) {
          await switching;
          continue;
        }
        break;
      }
      if (wanted.some((ns) => !shown.has(ns))) show(snapshot.locale);
    },
    loadedNamespaces: () => [...shown],
  };
}

/** The app's messages; main.tsx sets its locale before the first render. */
export const messageStore = createMessageStore();
