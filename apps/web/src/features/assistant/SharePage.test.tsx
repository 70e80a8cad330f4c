import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { authValue, renderRoutes, seedSession } from '../../test/render';
import { fakeChat, gdprArt33, message, thread } from './testing/fake-chat';

const slow = { timeout: 5000 };
const answer =
  '**GDPR, Articolo 33**\n\n> il titolare del trattamento notifica la violazione [1](#cite-1)';

describe('sharing', () => {
  it('creates the public link of a thread, copies it and revokes it', async () => {
    const chat = fakeChat();
    const user = userEvent.setup();
    const details = thread({
      messages: [
        message({ role: 'user', content: 'Entro quanto tempo?' }),
        message({ role: 'assistant', content: answer, citations: [gdprArt33] }),
      ],
    });
    chat.threads.set(details.id, details);
    seedSession();
    renderRoutes(`/assistant/${details.id}/`, authValue({ logged: true }));

    await user.click(await screen.findByRole('button', { name: 'Share' }, slow));
    const dialog = screen.getByRole('dialog', { name: 'Share this conversation' });
    await user.click(within(dialog).getByRole('button', { name: 'Create public link' }));
    const link = await within(dialog).findByRole('textbox', { name: 'Public link' });
    const url = `${window.location.origin}/share/slug${details.id.replaceAll('-', '')}`;
    expect(link).toHaveValue(url);
    // Focus moves to the action that replaced "Create public link", inside the dialog.
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Copy link' })).toHaveFocus(),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Copy link' }));
    expect(await navigator.clipboard.readText()).toBe(url);

    await user.click(within(dialog).getByRole('button', { name: 'Stop sharing' }));
    expect(await screen.findByText('The link no longer works.')).toBeInTheDocument();
    await waitFor(() =>
      expect(
        within(dialog).queryByRole('textbox', { name: 'Public link' }),
      ).not.toBeInTheDocument(),
    );
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Create public link' })).toHaveFocus(),
    );
    expect(
      chat.calls.filter((c) => c.path === `/assistant/${details.id}/share`).map((c) => c.method),
    ).toEqual(['POST', 'DELETE']);
  });

  it('shows a shared conversation to a signed-out visitor, read-only, with its sources', async () => {
    const chat = fakeChat();
    chat.shared.set('abcdefghijklmnop', {
      slug: 'abcdefghijklmnop',
      title: 'Notifica di una violazione',
      language: 'it',
      sharedAt: '2026-03-02T09:00:00.000Z',
      messages: [
        {
          role: 'user',
          content: 'Entro quanto tempo?',
          citations: [],
          answerer: null,
          createdAt: '2026-03-01T10:00:00.000Z',
        },
        {
          role: 'assistant',
          content: answer,
          citations: [gdprArt33],
          answerer: 'embedded-extractive',
          createdAt: '2026-03-01T10:00:01.000Z',
        },
      ],
    });
    renderRoutes('/share/abcdefghijklmnop', authValue({ logged: false }));
    expect(
      await screen.findByRole('heading', { name: 'Notifica di una violazione' }, slow),
    ).toBeInTheDocument();
    // Shared at 2026-03-02 09:00 UTC: 'MMM dd, yyyy' (spec §9) in the interface language.
    expect(screen.getByText(/Shared on/)).toHaveTextContent(/Shared on Mar 02, 2026$/);
    const shared = chat.calls.find((c) => c.path === '/shared/abcdefghijklmnop');
    expect(shared).toBeDefined();
    const sharedInit = chat.fetchMock.mock.calls.find(([url]) =>
      String(url).includes('/shared/'),
    )?.[1];
    expect(new Headers(sharedInit?.headers).get('Authorization')).toBeNull();
    const [reply] = await screen.findAllByRole('listitem', { name: 'Lexio' });
    // Signed out, the viewer would only send to sign-in: the marker leads to the quote, shown in
    // place from the snapshot, and the page says why the full text is not linked.
    const marker = await within(reply!).findByRole('link', {
      name: 'Source 1: GDPR, Articolo 33(1)',
    });
    const quoted = within(reply!).getByRole('region', { name: 'Quoted provisions' });
    const quote = within(quoted).getByText('il titolare del trattamento notifica la violazione');
    expect(marker).toHaveAttribute('href', `#${quote.closest('li')!.id}`);
    expect(within(quoted).getByText('1. GDPR, Articolo 33(1)')).toBeVisible();
    expect(within(quoted).getByText(/full text of each law/)).toBeVisible();
    expect(
      within(quoted).getByRole('link', { name: 'sign in or create an account' }),
    ).toHaveAttribute('href', '/auth/login');
    expect(within(reply!).queryByRole('link', { name: /GDPR/ })).toBe(marker);
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Share' })).not.toBeInTheDocument();
  });

  it('says when a link is no longer shared', async () => {
    fakeChat();
    renderRoutes('/share/revokedlinkslug00', authValue({ logged: false }));
    expect(
      await screen.findByText(
        'This link does not work any more: the conversation is no longer shared.',
        undefined,
        slow,
      ),
    ).toBeInTheDocument();
  });
});
