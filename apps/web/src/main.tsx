import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';

import { AppProviders } from './app/providers';
import { createAppRouter } from './app/router';
import { browserLanguages, detectLocale } from './i18n/locales';
import { messageStore } from './i18n/message-store';
import { captureCampaignParams } from './lib/analytics/campaign';
import { configureAppApi } from './lib/api/configure-api';
import { readLocal } from './lib/storage';

async function start() {
  captureCampaignParams(window.location.search);
  const locale = detectLocale(readLocal('lng'), browserLanguages());
  // Only the core namespaces: each route brings its own (src/app/router.tsx).
  await messageStore.setLocale(locale);
  configureAppApi();
  const router = createAppRouter();
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
}

void start();
