import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';

import { AppProviders } from './app/providers';
import { createAppRouter } from './app/router';
import { browserLanguages, detectLocale } from './i18n/locales';
import { messageStore } from './i18n/message-store';
import { captureCampaignParams } from './lib/analytics/campaign';
import { loadAuth, mayHaveStoredSession, readStoredIdToken } from './lib/auth/amplify';
import { configureAppApi } from './lib/api/configure-api';
import { readLocal } from './lib/storage';

async function start() {
  captureCampaignParams(window.location.search);
  // A browser that may hold a session needs the identity library before anything signed in can
  // show: it downloads now, alongside the messages and the route, rather than after the first
  // render (AuthProvider then finds it loaded; a failure is handled there). A signed-out visitor on
  // the sign-in page still never downloads it.
  // With a stored token that is still good, the first page and its reads need no library: it
  // loads after the first render (AuthProvider) instead of sharing the network with the route.
  if (mayHaveStoredSession() && !readStoredIdToken()) loadAuth().catch(() => {});
  const locale = detectLocale(readLocal('lng'), browserLanguages());
  // Only the core namespaces: each route brings its own (src/app/router.tsx).
  const messages = messageStore.setLocale(locale);
  configureAppApi();
  // The router starts loading the address's route chunks (and their namespaces, in this locale)
  // as soon as it exists: while the core messages download, not after them. Nothing renders
  // before the messages are in, so nobody sees a raw id or a flash of English.
  const router = createAppRouter();
  await messages;
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
}

void start();
