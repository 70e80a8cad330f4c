/*
 * The interface language: react-intl's provider over the message store, plus a setter that loads
 * the other locale's messages on demand, remembers the choice (lng) and keeps <html lang> in step.
 */
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useSyncExternalStore,
} from 'react';
import { IntlProvider } from 'react-intl';

import { writeLocal } from '../lib/storage';
import { fallbackLocale, type Locale } from './locales';
import { messageStore, type MessageStore } from './message-store';

export interface LocaleContextValue {
  locale: Locale;
  /** Switches the interface language (loads its messages first) and stores it as lng. */
  setLocale: (locale: Locale) => Promise<void>;
}

const LocaleContext = createContext<LocaleContextValue>({
  locale: fallbackLocale,
  setLocale: async () => {},
});

export function useLocale(): LocaleContextValue {
  return useContext(LocaleContext);
}

export function LocaleProvider({
  store = messageStore,
  children,
}: {
  /** Where the messages on screen come from; the app's store unless a test brings its own. */
  store?: MessageStore;
  children: ReactNode;
}) {
  const { locale, messages } = useSyncExternalStore(store.subscribe, store.getSnapshot);

  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);

  const setLocale = useCallback(
    async (next: Locale) => {
      await store.setLocale(next);
      writeLocal('lng', next);
    },
    [store],
  );

  const value = useMemo(() => ({ locale, setLocale }), [locale, setLocale]);
  return (
    <LocaleContext value={value}>
      <IntlProvider locale={locale} messages={messages} defaultLocale="en">
        {children}
      </IntlProvider>
    </LocaleContext>
  );
}
