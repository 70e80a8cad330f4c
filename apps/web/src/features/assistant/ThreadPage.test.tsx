import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { notificationsStore } from '../../lib/notifications/notifications-store';
import { authValue, renderRoutes, seedSession } from '../../test/render';
import { fakeChat, gdprArt33, message, thread } from './testing/fake-chat';

const question =
  "Entro quanto tempo il titolare deve notificare una violazione dei dati personali all'autorità di controllo?";
const answerStart = '**GDPR, Articolo 33 — Notifica di una violazione dei dati personali**\n\n';
const answerQuote =
  '> 1\\. In caso di violazione dei dati personali, il titolare del trattamento notifica la violazione senza ingiustificato ritardo e, ove possibile, entro 72 ore [1](#cite-1)';

const slow = { timeout: 5000 };

function open(path: string) {
  seedSession();
  return renderRoutes(path, authValue({ logged: true }));
}

const answerItem = () => screen.findAllByRole('listitem', { name: 'Lexio' }, slow);

beforeEach(() => notificationsStore.clear());

describe('the chat', () => {
  it('asks from /assistant, opens the new thread and streams the answer with its verified sources only', async () => {
    const chat = fakeChat();
    const user = userEvent.setup();
    const { router } = open(`/assistant?prompt=${encodeURIComponent(question)}`);

    const field = await screen.findByRole('textbox', { name: 'Your question' }, slow);
    expect(field).toHaveValue(question);
    await user.click(screen.getByRole('button', { name: 'Send' }));

    await waitFor(() => expect(chat.streams).toHaveLength(1));
    const { threadId } = chat.streams[0]!;
    expect(chat.calls.find((c) => c.path === '/assistant/threads')?.body).toEqual({
      question,
      language: 'it',
    });
    await waitFor(() => expect(router.state.location.pathname).toBe(`/assistant/${threadId}/`));
    expect(await screen.findByText(question, undefined, slow)).toBeInTheDocument();
    const [writing] = await answerItem();
    expect(within(writing!).getByRole('status')).toHaveTextContent('Writing the answer…');
    expect(screen.getByRole('button', { name: 'Stop' })).toBeInTheDocument();

    const stream = chat.streamOf(threadId);
    stream.send({ type: 'delta', text: answerStart });
    expect(
      await screen.findByText(
        'GDPR, Articolo 33 — Notifica di una violazione dei dati personali',
        undefined,
        slow,
      ),
    ).toBeInTheDocument();
    stream.send({ type: 'delta', text: answerQuote });
    stream.send({ type: 'citation', ...gdprArt33 });
    // A citation that failed its check is never shown as a source.
    stream.send({
      type: 'citation',
      index: 0,
      documentId: 'it/codice-civile',
      article: 'art-2050',
      quote: 'made up',
      verified: false,
    });
    chat.finish(threadId, answerStart + answerQuote, [gdprArt33]);

    const [answer] = await answerItem();
    await waitFor(() => expect(answer).toHaveTextContent('entro 72 ore'));
    const marker = await within(answer!).findByRole('link', {
      name: 'Source 1: GDPR, Articolo 33(1)',
    });
    expect(marker).toHaveAttribute('href', '/documents/eu/reg/2016/679?lang=it#art-33-par-1');
    const sources = within(answer!).getByRole('region', { name: 'Sources' });
    expect(
      within(sources)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['1. GDPR, Articolo 33(1)']);
    expect(answer).not.toHaveTextContent('Codice civile');
    expect(answer).not.toHaveTextContent('art-2050');
    expect(
      await within(answer!).findByText(
        "Answered by Lexio's embedded extractive answerer: quotes of the law, no AI model configured.",
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send' })).toBeInTheDocument();
  });

  it('stops an answer, retries the question in the same thread and copies an answer with its sources', async () => {
    const chat = fakeChat();
    const user = userEvent.setup();
    const details = thread({
      messages: [
        message({ role: 'user', content: question }),
        message({
          role: 'assistant',
          content: answerStart + answerQuote,
          citations: [gdprArt33],
        }),
      ],
    });
    chat.threads.set(details.id, details);
    open(`/assistant/${details.id}/`);

    const [saved] = await answerItem();
    await user.click(within(saved!).getByRole('button', { name: 'Copy' }));
    const copied = await navigator.clipboard.readText();
    expect(copied).toContain('entro 72 ore [1]');
    expect(copied).toContain('Sources\n[1] GDPR, Articolo 33(1) (eu/reg/2016/679#art-33-par-1)');
    expect(await screen.findByText('Answer copied')).toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: 'Your question' }), 'E se ritarda?{Enter}');
    await waitFor(() => expect(chat.streams).toHaveLength(1));
    expect(chat.calls.find((c) => c.path === '/assistant/threads')?.body).toMatchObject({
      question: 'E se ritarda?',
      threadId: details.id,
    });
    expect(await screen.findByText('E se ritarda?')).toBeInTheDocument();
    chat.streamOf(details.id).send({ type: 'delta', text: 'La notifica ' });

    await user.click(await screen.findByRole('button', { name: 'Stop' }));
    await waitFor(() =>
      expect(chat.calls.some((c) => c.path === `/assistant/threads/${details.id}/stop`)).toBe(true),
    );
    chat.finish(details.id, 'La notifica ', [], 'stopped');
    expect(
      await screen.findByText('Stopped: the answer is incomplete.', undefined, slow),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(chat.streams).toHaveLength(2));
    expect(chat.calls.filter((c) => c.path === '/assistant/threads').at(-1)?.body).toMatchObject({
      question: 'E se ritarda?',
      threadId: details.id,
    });
  });

  it('attaches to an answer that is running when the thread opens', async () => {
    const chat = fakeChat();
    const details = thread();
    chat.threads.set(details.id, details);
    // Asked elsewhere (another tab): the server is writing the answer.
    const asked = await chat.fetchMock('http://api.test/assistant/threads', {
      method: 'POST',
      body: JSON.stringify({ question, threadId: details.id }),
    });
    void asked.body?.cancel();
    open(`/assistant/${details.id}/`);
    await waitFor(() =>
      expect(chat.calls.some((c) => c.path === `/assistant/threads/${details.id}/stream`)).toBe(
        true,
      ),
    );
    const stream = chat.streamOf(details.id);
    const { messageId } = chat.streams.at(-1)!;
    stream.send({
      type: 'thread',
      threadId: details.id,
      userMessageId: details.messages[0]?.id ?? messageId,
      messageId,
      title: details.title,
      answerer: 'embedded-extractive',
    });
    stream.send({ type: 'delta', text: 'Entro 72 ore.' });
    const [answer] = await answerItem();
    await waitFor(() => expect(answer).toHaveTextContent('Entro 72 ore.'));
  });

  it('says when the free questions are spent, with the way to the plans, and when the user asks too fast', async () => {
    const chat = fakeChat();
    const user = userEvent.setup();
    chat.refuseAsks(
      Response.json(
        { error: { code: 'FREE_CREDITS_EXHAUSTED', message: 'No free questions left' } },
        { status: 402 },
      ),
    );
    open('/assistant');
    const field = await screen.findByRole('textbox', { name: 'Your question' }, slow);
    await user.type(field, 'What is a data breach?{Enter}');
    expect(await screen.findByText(/You have used all your free questions/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See the plans' })).toHaveAttribute(
      'href',
      '/products',
    );
    // Nothing typed is lost.
    expect(field).toHaveValue('What is a data breach?');

    chat.refuseAsks(
      Response.json({ error: { code: 'RATE_LIMITED', message: 'Too many' } }, { status: 429 }),
    );
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(
      await screen.findByText(
        'You are asking too many questions in a short time. Wait a minute and try again.',
      ),
    ).toBeInTheDocument();
  });

  it('renders an answer without unsafe markup', async () => {
    const chat = fakeChat();
    const details = thread({
      messages: [
        message({ role: 'user', content: 'Hello' }),
        message({
          role: 'assistant',
          content:
            'Text <img src="x" onerror="alert(1)"> and <script>alert(2)</script> [click](javascript:alert(3)) **bold**',
        }),
      ],
    });
    chat.threads.set(details.id, details);
    open(`/assistant/${details.id}/`);
    const [answer] = await answerItem();
    await waitFor(() => expect(within(answer!).getByText('bold').tagName).toBe('STRONG'));
    expect(answer!.querySelector('img, script')).toBeNull();
    const link = within(answer!).queryByText('click');
    expect(link?.getAttribute('href') ?? '').not.toMatch(/javascript/i);
  });

  it('shows an answer a server restart cut short with its text so far, marked incomplete, and retry', async () => {
    const chat = fakeChat();
    const details = thread({
      messages: [
        message({ role: 'user', content: question }),
        // What the server keeps of an answer it was writing when it was killed.
        message({ role: 'assistant', content: answerStart, status: 'failed' }),
      ],
    });
    chat.threads.set(details.id, details);
    open(`/assistant/${details.id}/`);
    const [answer] = await answerItem();
    expect(
      await within(answer!).findByText(
        'GDPR, Articolo 33 — Notifica di una violazione dei dati personali',
        undefined,
        slow,
      ),
    ).toBeInTheDocument();
    expect(
      within(answer!).getByText(
        'This answer was cut short before it ended: what is shown is incomplete.',
      ),
    ).toBeInTheDocument();
    expect(within(answer!).queryByText(/could not answer/)).toBeNull();
    expect(within(answer!).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('says so when the thread does not exist', async () => {
    fakeChat();
    open('/assistant/00000000-0000-4000-8000-00000000dead/');
    expect(
      await screen.findByText('This conversation does not exist or was deleted.', undefined, slow),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All conversations' })).toHaveAttribute(
      'href',
      '/assistant/conversations',
    );
  });

  it('says the conversation does not exist when the address holds no conversation id', async () => {
    fakeChat();
    open('/assistant/workspaces/123/threads/abc');

    expect(
      await screen.findByText('This conversation does not exist or was deleted.', undefined, slow),
    ).toBeInTheDocument();
    expect(screen.queryByText(/could not be loaded/)).not.toBeInTheDocument();
    // A workspace's thread address leads back to that workspace, not to all conversations.
    expect(screen.getByRole('link', { name: 'Back to the workspace' })).toHaveAttribute(
      'href',
      '/assistant/workspaces/123/',
    );
    expect(screen.queryByRole('link', { name: 'All conversations' })).not.toBeInTheDocument();
  });

  it('back from the law viewer, focus returns to the citation that was opened, not to the question field', async () => {
    const chat = fakeChat();
    const user = userEvent.setup();
    const details = thread({
      messages: [
        message({ role: 'user', content: question }),
        message({ role: 'assistant', content: answerStart + answerQuote, citations: [gdprArt33] }),
      ],
    });
    chat.threads.set(details.id, details);
    const { router } = open(`/assistant/${details.id}/`);

    const [saved] = await answerItem();
    // A fresh visit starts in the question field.
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Your question' })).toHaveFocus(),
    );
    const chip = within(within(saved!).getByRole('region', { name: 'Sources' })).getByRole('link');
    await user.click(chip);
    await waitFor(() => expect(router.state.location.pathname).toBe('/documents/eu/reg/2016/679'));

    await act(() => router.navigate(-1));
    const [again] = await answerItem();
    const back = within(within(again!).getByRole('region', { name: 'Sources' })).getByRole('link');
    await waitFor(() => expect(back).toHaveFocus(), slow);
    expect(screen.getByRole('textbox', { name: 'Your question' })).not.toHaveFocus();

    // The page itself taking focus a moment later (a field drawn again on a busy machine) does not
    // keep it: the citation gets it back.
    act(() => screen.getByRole('textbox', { name: 'Your question' }).focus());
    await waitFor(() => expect(back).toHaveFocus(), slow);
    // The reader's own key ends the watch: focus goes where the reader moves it, and stays.
    await user.tab();
    const moved = document.activeElement;
    expect(moved).not.toBe(back);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(document.activeElement).toBe(moved);
  });

  it('keeps the heading order: the thread’s h1, then each answer’s h2 and the acts’ h3', async () => {
    const chat = fakeChat();
    const details = thread({
      messages: [
        message({ role: 'user', content: question }),
        message({
          role: 'assistant',
          content:
            '«Il titolare notifica entro 72 ore» [1](#cite-1)\n\nLe disposizioni citate, per atto:\n\n' +
            '**GDPR, Articolo 33 — Notifica**\n\n> 1\\. entro 72 ore [1](#cite-1)',
          citations: [gdprArt33],
        }),
      ],
    });
    chat.threads.set(details.id, details);
    open(`/assistant/${details.id}/`);
    await screen.findByRole('region', { name: 'Le disposizioni citate, per atto' }, slow);
    const headings = screen.getByRole('main').querySelectorAll('h1, h2, h3, h4, h5, h6');
    const levels = Array.from(headings, (h) => Number(h.tagName[1]));
    expect(levels[0]).toBe(1);
    levels.forEach((level, i) => {
      if (i > 0) expect(level - levels[i - 1]!).toBeLessThanOrEqual(1);
    });
    expect(levels).toContain(3);
  });
});
