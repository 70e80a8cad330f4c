import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { notificationsStore } from '../../lib/notifications/notifications-store';
import { authValue, renderRoutes, seedSession } from '../../test/render';
import { fakeChat, gdprArt33, message, thread } from './testing/fake-chat';

const slow = { timeout: 5000 };
const cardTitle = 'Response ready! Check it out to continue.';
const answer = '**GDPR, Articolo 33 — Notifica**\n\n> entro 72 ore [1](#cite-1)';

function setHidden(hidden: boolean) {
  Object.defineProperty(document, 'hidden', { configurable: true, get: () => hidden });
  Object.defineProperty(document, 'visibilityState', {
    configurable: true,
    get: () => (hidden ? 'hidden' : 'visible'),
  });
  act(() => {
    document.dispatchEvent(new Event('visibilitychange'));
  });
}

/** Two saved threads; the user opens the first one. */
function twoThreads() {
  const chat = fakeChat();
  const first = thread({
    title: 'Violazione dei dati',
    messages: [message({ role: 'user', content: 'Entro quanto tempo?' })],
  });
  const second = thread({
    title: 'Cancellazione',
    messages: [
      message({ role: 'user', content: 'Diritto alla cancellazione?' }),
      message({ role: 'assistant', content: 'Articolo 17.' }),
    ],
  });
  chat.threads.set(first.id, first);
  chat.threads.set(second.id, second);
  seedSession();
  const view = renderRoutes(`/assistant/${first.id}/`, authValue({ logged: true }));
  return { chat, first, second, ...view };
}

beforeEach(() => notificationsStore.clear());
afterEach(() => setHidden(false));

describe('response-ready notifications', () => {
  it('keeps the answer going in another thread, then shows the card, which opens the thread', async () => {
    const { chat, first, second, router } = twoThreads();
    const user = userEvent.setup();
    await user.type(
      await screen.findByRole('textbox', { name: 'Your question' }, slow),
      'Entro quanto tempo?{Enter}',
    );
    await waitFor(() => expect(chat.streams).toHaveLength(1));
    chat.streamOf(first.id).send({ type: 'delta', text: '**GDPR' });

    await act(() => router.navigate(`/assistant/${second.id}/`));
    expect(await screen.findByText('Articolo 17.', undefined, slow)).toBeInTheDocument();
    expect(screen.queryByText(cardTitle)).not.toBeInTheDocument();

    chat
      .streamOf(first.id)
      .send({ type: 'delta', text: ', Articolo 33 — Notifica**\n\n> entro 72 ore [1](#cite-1)' });
    chat.streamOf(first.id).send({ type: 'citation', ...gdprArt33 });
    chat.finish(first.id, answer, [gdprArt33]);

    expect(await screen.findByText(cardTitle, undefined, slow)).toBeInTheDocument();
    expect(screen.getByText('GDPR, Articolo 33 — Notifica entro 72 ore')).toBeInTheDocument();

    await user.click(screen.getByText(cardTitle));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/assistant/${first.id}/`));
    expect(await screen.findByText('entro 72 ore', { exact: false }, slow)).toBeInTheDocument();
    expect(screen.queryByText(cardTitle)).not.toBeInTheDocument();
    expect(notificationsStore.getSnapshot()).toEqual([]);
  });

  it('counts the ready answer in the tab title while the tab is hidden, and clears it on return', async () => {
    const { chat, first } = twoThreads();
    const user = userEvent.setup();
    document.title = 'Lexio';
    await user.type(
      await screen.findByRole('textbox', { name: 'Your question' }, slow),
      'Entro quanto tempo?{Enter}',
    );
    await waitFor(() => expect(chat.streams).toHaveLength(1));

    setHidden(true);
    chat.finish(first.id, answer, [gdprArt33]);
    await waitFor(() => expect(document.title).toBe('(1) Lexio'));

    setHidden(false);
    await waitFor(() => expect(document.title).toBe('Lexio'));
    expect(notificationsStore.getSnapshot()).toEqual([]);
  });

  it('does not notify about an answer that ends on screen', async () => {
    const { chat, first } = twoThreads();
    const user = userEvent.setup();
    await user.type(
      await screen.findByRole('textbox', { name: 'Your question' }, slow),
      'Entro quanto tempo?{Enter}',
    );
    await waitFor(() => expect(chat.streams).toHaveLength(1));
    chat.finish(first.id, answer, [gdprArt33]);
    expect(await screen.findByText('entro 72 ore', { exact: false }, slow)).toBeInTheDocument();
    expect(notificationsStore.getSnapshot()).toEqual([]);
    expect(screen.queryByText(cardTitle)).not.toBeInTheDocument();
  });
});
