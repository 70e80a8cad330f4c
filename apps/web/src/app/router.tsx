/*
 * Every route of spec §2. Each page and each layout loads with its route (lazy), so the sign-in
 * page never downloads the shell and the assistant never downloads the sign-in forms. A route
 * whose page shows messages outside the core namespaces (src/i18n/namespaces.ts) names them in
 * withMessages: they download with its code and it renders once both are in. bundle-size.mjs
 * reads these declarations and checks them against the messages each route's chunks hold.
 */
import { lazy, Suspense } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';

import { paths } from '../config/paths';
import { withMessages } from '../i18n/with-messages';
import { mayHaveStoredSession } from '../lib/auth/amplify';
import { PageLoader, PublicOnlyGuard } from './guards';
import { RootLayout } from './root-layout';

// The error and not-found screens are rare: they load when shown.
const RouteErrorScreen = lazy(() =>
  import('./route-error').then((m) => ({ default: m.RouteErrorScreen })),
);

function RouteError() {
  return (
    <Suspense fallback={<PageLoader />}>
      <RouteErrorScreen />
    </Suspense>
  );
}

export const routes: RouteObject[] = [
  {
    id: 'root',
    element: <RootLayout />,
    errorElement: <RouteError />,
    hydrateFallbackElement: <PageLoader />,
    children: [
      {
        // Public: a signed-in user is sent on to the return-to URL or /assistant.
        element: <PublicOnlyGuard />,
        children: [
          { path: paths.root.pattern, lazy: () => import('./routes/root.route') },
          { path: paths.auth.login.pattern, lazy: () => import('./routes/auth-login.route') },
          { path: paths.auth.register.pattern, lazy: () => import('./routes/auth-register.route') },
          {
            path: paths.auth.confirm.pattern,
            lazy: () => import('./routes/auth-confirm-sign-up.route'),
          },
          {
            path: paths.auth.resetRequest.pattern,
            lazy: () => import('./routes/auth-reset-request.route'),
          },
          {
            path: paths.auth.resetFinalize.pattern,
            lazy: () => import('./routes/auth-reset-finalize.route'),
          },
        ],
      },
      {
        lazy: () => import('./routes/login-bare.route'),
        children: [
          {
            path: paths.auth.impersonate.pattern,
            lazy: () => import('./routes/auth-impersonate.route'),
          },
        ],
      },
      {
        // "either" and "login not stated": the shell, with no login requirement.
        lazy: () => import('./routes/open-layout.route'),
        children: [
          {
            path: paths.purchase.pattern,
            lazy: withMessages(['products'], () => import('./routes/purchase.route')),
          },
          {
            path: paths.share.pattern,
            lazy: withMessages(['share'], () => import('./routes/share.route')),
          },
          {
            path: paths.discover.pattern,
            lazy: withMessages(['promptLibrary'], () => import('./routes/discover.route')),
          },
        ],
      },
      {
        // Signed in (or maybe): the session's reads start with the layout's code, not after it.
        loader: () => {
          if (mayHaveStoredSession()) {
            import('./prefetch-session')
              .then(({ prefetchSession }) => prefetchSession())
              .catch(() => {});
          }
          return null;
        },
        lazy: () => import('./routes/private-layout.route'),
        children: [
          {
            path: paths.products.pattern,
            lazy: withMessages(['products'], () => import('./routes/products.route')),
          },
          {
            path: paths.thankYou.pattern,
            lazy: withMessages(['products'], () => import('./routes/thank-you.route')),
          },
          {
            path: paths.checkout.pattern,
            lazy: withMessages(['products'], () => import('./routes/checkout.route')),
          },
          {
            path: paths.explore.pattern,
            lazy: withMessages(['promptLibrary'], () => import('./routes/explore.route')),
          },
          {
            path: paths.settings.root.pattern,
            lazy: withMessages(['settings'], () => import('./routes/settings.route')),
            children: [
              { index: true, element: <Navigate to={paths.settings.profile.to()} replace /> },
              {
                path: paths.settings.profile.pattern,
                lazy: withMessages(
                  ['settings', 'companyType'],
                  () => import('./routes/settings-profile.route'),
                ),
              },
              {
                path: paths.settings.notifications.pattern,
                lazy: withMessages(
                  ['settings'],
                  () => import('./routes/settings-notifications.route'),
                ),
              },
              {
                path: paths.settings.subscription.pattern,
                lazy: withMessages(
                  ['settings', 'subscription'],
                  () => import('./routes/settings-subscription.route'),
                ),
              },
              {
                path: paths.settings.seats.pattern,
                lazy: withMessages(
                  ['settings', 'subscription'],
                  () => import('./routes/settings-seats.route'),
                ),
              },
              {
                path: paths.settings.regulatoryAlert.pattern,
                lazy: withMessages(
                  ['settings', 'regulatoryAlerts'],
                  () => import('./routes/settings-regulatory-alert.route'),
                ),
              },
              {
                path: paths.settings.experts.pattern,
                lazy: withMessages(
                  ['settings', 'experts'],
                  () => import('./routes/settings-experts.route'),
                ),
              },
            ],
          },
          {
            path: paths.regulatoryAlert.pattern,
            lazy: withMessages(
              ['regulatoryAlerts'],
              () => import('./routes/regulatory-alert.route'),
            ),
          },
          {
            path: paths.assistant.root.pattern,
            children: [
              {
                index: true,
                lazy: withMessages(['assistant'], () => import('./routes/assistant-home.route')),
              },
              {
                path: paths.assistant.conversations.pattern,
                lazy: withMessages(
                  ['assistant'],
                  () => import('./routes/assistant-conversations.route'),
                ),
              },
              {
                path: paths.assistant.workspaces.pattern,
                lazy: withMessages(
                  ['workspaces'],
                  () => import('./routes/assistant-workspaces.route'),
                ),
              },
              {
                path: paths.assistant.workspace.pattern,
                lazy: withMessages(
                  ['workspaces', 'assistant'],
                  () => import('./routes/assistant-workspace.route'),
                ),
              },
              {
                path: paths.assistant.workspaceThread.pattern,
                lazy: withMessages(
                  ['assistant', 'workspaces'],
                  () => import('./routes/assistant-workspace-thread.route'),
                ),
              },
              {
                path: paths.assistant.internalNormative.pattern,
                children: [
                  {
                    lazy: () => import('./routes/internal-normative.route'),
                    children: [
                      {
                        index: true,
                        lazy: withMessages(
                          ['workspaces'],
                          () => import('./routes/internal-normative-home.route'),
                        ),
                      },
                      {
                        path: ':workspaceId',
                        lazy: withMessages(
                          ['workspaces', 'assistant'],
                          () => import('./routes/internal-normative-workspace.route'),
                        ),
                      },
                      {
                        path: ':workspaceId/threads/:thread',
                        lazy: withMessages(
                          ['assistant', 'workspaces'],
                          () => import('./routes/internal-normative-thread.route'),
                        ),
                      },
                    ],
                  },
                ],
              },
              {
                path: paths.assistant.thread.pattern,
                lazy: withMessages(['assistant'], () => import('./routes/assistant-thread.route')),
              },
            ],
          },
          {
            path: paths.laws.pattern,
            lazy: withMessages(['lawViewer'], () => import('./routes/laws.route')),
          },
          {
            path: paths.documents.pattern,
            // The law's metadata (its title: the page's largest paint on a phone) is asked for with
            // the route's code, not once that code has downloaded.
            loader: ({ params }) => {
              if (mayHaveStoredSession()) {
                import('./prefetch-law')
                  .then(({ prefetchLaw }) => prefetchLaw(params['*']))
                  .catch(() => {});
              }
              return null;
            },
            lazy: withMessages(['lawViewer', 'viewer'], () => import('./routes/documents.route')),
          },
          {
            path: paths.courtRulings.pattern,
            lazy: withMessages(
              ['courtRuling', 'viewer'],
              () => import('./routes/court-rulings.route'),
            ),
          },
          {
            path: paths.library.pattern,
            lazy: withMessages(['library'], () => import('./routes/library-document.route')),
          },
        ],
      },
      { path: '*', lazy: () => import('./routes/not-found.route') },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
