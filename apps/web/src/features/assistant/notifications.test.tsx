import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { notificationsStore } from '../../lib/notifications/notifications-store';
import { authValue, renderRoutes, seedSession } from '../../test/render';
import { fakeChat, gdprArt33, message, thread } from './testing/fake-chat';

const slow = { timeout: 5000 };
/**
 * Waits until the text is on the page. Not `expect(await findByText(…)).toBeInTheDocument()`: a
 * thread's messages can render again (its query settling) between the find and the assertion, and the
 * element found is then no longer the one in the document (seen once in a CI run).
 */
const shown = (text: string, options?: { exact?: boolean }) =>
  waitFor(() => expect(screen.getByText(text, options)).toBeInTheDocument(), slow);
const cardTitle = 'Response ready! Check it out to continue.';
/** The live region the response-ready card is in. */
const cardRegion = () =>
  screen.getAllByRole('status').find((region) => within(region).queryByText(cardTitle));
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
    await shown('Articolo 17.');
    expect(screen.queryByText(cardTitle)).not.toBeInTheDocument();

    chat
      .streamOf(first.id)
      .send({ type: 'delta', text: ', Articolo 33 — Notifica**\n\n> entro 72 ore [1](#cite-1)' });
    chat.streamOf(first.id).send({ type: 'citation', ...gdprArt33 });
    chat.finish(first.id, answer, [gdprArt33]);

    await shown(cardTitle);
    expect(screen.getByText('GDPR, Articolo 33 — Notifica entro 72 ore')).toBeInTheDocument();

    await user.click(screen.getByText(cardTitle));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/assistant/${first.id}/`));
    await shown('entro 72 ore', { exact: false });
    expect(screen.queryByText(cardTitle)).not.toBeInTheDocument();
    expect(notificationsStore.getSnapshot()).toEqual([]);
  });

  it('shows each ready answer in the live region the shell keeps, and the close button hides it', async () => {
    const { chat, first, second, router } = twoThreads();
    const user = userEvent.setup();
    const field = await screen.findByRole('textbox', { name: 'Your question' }, slow);
    // Screen readers announce what enters a live region they already know.
    const regionsAtStart = screen.getAllByRole('status');
    await user.type(field, 'Entro quanto tempo?{Enter}');
    await waitFor(() => expect(chat.streams).toHaveLength(1));
    await act(() => router.navigate(`/assistant/${second.id}/`));
    await shown('Articolo 17.');
    chat.finish(first.id, answer, [gdprArt33]);

    await shown(cardTitle);
    const region = cardRegion()!;
    expect(regionsAtStart).toContain(region);
    expect(region).toHaveAttribute('aria-live', 'polite');
    await user.click(within(region).getByRole('button', { name: 'Close' }));
    expect(region).toBeEmptyDOMElement();
    // Closed, not read: the answer still counts as waiting.
    expect(notificationsStore.getSnapshot()).toMatchObject([
      { conversationId: first.id, visible: false },
    ]);

    // Another answer ends while the user reads the first thread: its card enters the same region.
    await user.type(
      await screen.findByRole('textbox', { name: 'Your question' }, slow),
      'E il diritto all’oblio?{Enter}',
    );
    await waitFor(() => expect(chat.streams).toHaveLength(2));
    await act(() => router.navigate(`/assistant/${first.id}/`));
    await shown('entro 72 ore', { exact: false });
    const erasure = 'Articolo 17: diritto alla cancellazione.';
    chat.streamOf(second.id).send({ type: 'delta', text: erasure });
    chat.finish(second.id, erasure);
    await waitFor(() => expect(region).toHaveTextContent(cardTitle), slow);
    expect(region).toHaveTextContent(erasure);
    expect(cardRegion()).toBe(region);
  });

  it('hides the card 15 seconds after it appears, leaving the answer counted as waiting', async () => {
    // Real time keeps running (the streams and the page need it); the test jumps ahead only.
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    try {
      const { chat, first, second, router } = twoThreads();
      const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
      await user.type(
        await screen.findByRole('textbox', { name: 'Your question' }, slow),
        'Entro quanto tempo?{Enter}',
      );
      await waitFor(() => expect(chat.streams).toHaveLength(1));
      await act(() => router.navigate(`/assistant/${second.id}/`));
      await shown('Articolo 17.');
      chat.finish(first.id, answer, [gdprArt33]);
      await shown(cardTitle);

      act(() => vi.advanceTimersByTime(14_000));
      expect(screen.getByText(cardTitle)).toBeInTheDocument();
      act(() => vi.advanceTimersByTime(1_000));
      expect(screen.queryByText(cardTitle)).not.toBeInTheDocument();
      expect(notificationsStore.getSnapshot()).toMatchObject([
        { conversationId: first.id, visible: false },
      ]);
    } finally {
      vi.useRealTimers();
    }
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
    await shown('entro 72 ore', { exact: false });
    expect(notificationsStore.getSnapshot()).toEqual([]);
    expect(screen.queryByText(cardTitle)).not.toBeInTheDocument();
  });
});
