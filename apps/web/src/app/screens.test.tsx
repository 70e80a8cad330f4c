import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { registerSupportChat } from '../lib/support-chat/support-chat';
import { authValue, Providers, renderRoutes } from '../test/render';
import { NOT_FOUND_REDIRECT_MS } from './not-found';
import { RootLayout } from './root-layout';
import { reloadUrl, RouteErrorScreen } from './route-error';

afterEach(() => {
  registerSupportChat(null);
  vi.restoreAllMocks();
});

describe('not-found', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("logs 'Not found route', shows the not-found screen, then goes to the root", async () => {
    // The clock runs as usual (lazy routes load in real time) but the redirect delay is skipped
    // on purpose, so a busy machine cannot turn the 3 s wait into a timeout.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const error = vi.spyOn(console, 'error');
    const { router } = renderRoutes('/no/such/page');
    expect(
      await screen.findByRole('heading', { name: 'Page not found' }, { timeout: 15_000 }),
    ).toBeInTheDocument();
    await waitFor(() => expect(error).toHaveBeenCalledWith('Not found route', '/no/such/page'));
    expect(router.state.location.pathname).toBe('/no/such/page');
    act(() => {
      vi.advanceTimersByTime(NOT_FOUND_REDIRECT_MS);
    });
    // The root sends a visitor on to sign-in.
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login'), {
      timeout: 15_000,
    });
  }, 40_000);
});

function Boom(): never {
  throw new Error('boom');
}

function renderFailingRoute(path = '/broken?x=1') {
  const support = { open: vi.fn(), close: vi.fn(), identify: vi.fn() };
  registerSupportChat(support);
  vi.spyOn(console, 'error').mockImplementation(() => {});
  const router = createMemoryRouter(
    [
      {
        element: <RootLayout />,
        errorElement: <RouteErrorScreen />,
        children: [{ path: '/broken', element: <Boom /> }],
      },
    ],
    { initialEntries: [path] },
  );
  render(
    <Providers auth={authValue()}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return { support, router };
}

describe('route error screen', () => {
  it('shows the message and opens the support chat with form cs', async () => {
    const { support } = renderFailingRoute();
    expect(
      await screen.findByText('An error occurred. Please reload the page and try again.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Contact Support' }));
    expect(support.open).toHaveBeenCalledWith({ form: 'cs' });
  });

  it('says that the support chat is only available in production when none is configured', async () => {
    const { support } = renderFailingRoute();
    // Tests run as a local build: no vendor is configured, as on a developer's machine.
    registerSupportChat(null);
    await userEvent.click(await screen.findByRole('button', { name: 'Contact Support' }));
    expect(
      await screen.findByText(
        'The support chat is only available in production, with a chat provider configured. This build uses the local default, which opens no chat.',
      ),
    ).toBeVisible();
    expect(support.open).not.toHaveBeenCalled();
  });

  it('reloads with a time parameter added to the address', () => {
    expect(reloadUrl('http://app.test/assistant?prompt=x', 1700000000000)).toBe(
      'http://app.test/assistant?prompt=x&t=1700000000000',
    );
    expect(reloadUrl('http://app.test/a?t=1', 2)).toBe('http://app.test/a?t=2');
  });
});

describe('root route', () => {
  it('closes the support chat when the form parameter is present', async () => {
    const support = { open: vi.fn(), close: vi.fn(), identify: vi.fn() };
    registerSupportChat(support);
    renderRoutes('/auth/login?form=cs');
    await screen.findByRole('heading', { name: 'Sign in to Lexio' }, { timeout: 5000 });
    expect(support.close).toHaveBeenCalled();
  });
});
