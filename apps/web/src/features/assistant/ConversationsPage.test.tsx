import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { messageStore } from '../../i18n/message-store';
import { authValue, renderRoutes, seedSession } from '../../test/render';
import { fakeChat, thread } from './testing/fake-chat';

const slow = { timeout: 5000 };

function withConversations(count: number) {
  const chat = fakeChat();
  for (let i = 1; i <= count; i += 1) {
    const details = thread({ title: i === 3 ? 'Violazione dei dati' : `Domanda ${i}` });
    chat.threads.set(details.id, details);
  }
  seedSession(undefined, { subscription: { internalNormativeId: null } });
  renderRoutes('/assistant/conversations', authValue({ logged: true }));
  return chat;
}

const list = () => screen.findByRole('list', { name: 'Conversations' }, slow);
const titles = async () =>
  within(await list())
    .getAllByRole('link')
    .map((link) => link.textContent);

describe('ConversationsPage', () => {
  it('pages the conversations by limit and offset', async () => {
    const chat = withConversations(23);
    const user = userEvent.setup();
    await waitFor(async () => expect(await titles()).toHaveLength(20), slow);
    expect(screen.getByText('1–20 of 23')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /next page/i }));
    await waitFor(
      async () => expect(await titles()).toEqual(['Domanda 21', 'Domanda 22', 'Domanda 23']),
      slow,
    );
    const pages = chat.calls.filter((c) => c.path === '/conversations');
    expect(pages.at(-1)?.search.toString()).toBe('limit=20&offset=20');
  });

  it('searches by title and links each conversation to its thread', async () => {
    const chat = withConversations(4);
    const user = userEvent.setup();
    await waitFor(async () => expect(await titles()).toHaveLength(4));
    await user.type(screen.getByRole('searchbox', { name: 'Search by title' }), 'violazione');
    await waitFor(async () => expect(await titles()).toEqual(['Violazione dei dati']));
    expect(chat.calls.at(-1)?.search.get('q')).toBe('violazione');
    const id = [...chat.threads.values()].find((t) => t.title === 'Violazione dei dati')!.id;
    expect(within(await list()).getByRole('link', { name: 'Violazione dei dati' })).toHaveAttribute(
      'href',
      `/assistant/${id}/`,
    );

    await user.clear(screen.getByRole('searchbox', { name: 'Search by title' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search by title' }), 'nothing like it');
    expect(
      await screen.findByText('No conversation title contains “nothing like it”.', undefined, slow),
    ).toBeInTheDocument();
  });

  it("dates each conversation 'MMM dd, yyyy' in the interface language (spec §9)", async () => {
    // The fake threads were last updated on 2026-03-01 at 10:00 UTC.
    withConversations(2);
    const rows = await screen.findAllByText(/^Updated /, undefined, slow);
    expect(rows.map((row) => row.textContent)).toEqual([
      'Updated Mar 01, 2026',
      'Updated Mar 01, 2026',
    ]);

    await act(() => messageStore.setLocale('it'));
    try {
      await waitFor(() =>
        expect(screen.getAllByText(/^Aggiornata /).map((row) => row.textContent)).toEqual([
          'Aggiornata mar 01, 2026',
          'Aggiornata mar 01, 2026',
        ]),
      );
    } finally {
      await act(() => messageStore.setLocale('en'));
    }
  });

  it('renames a conversation', async () => {
    const chat = withConversations(3);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Rename “Domanda 2”' }, slow));
    const dialog = screen.getByRole('dialog', { name: 'Rename conversation' });
    const field = within(dialog).getByRole<HTMLInputElement>('textbox', { name: 'Title' });
    // The old title is selected: typing replaces it.
    await waitFor(() => expect(field).toHaveFocus());
    expect([field.selectionStart, field.selectionEnd]).toEqual([0, 'Domanda 2'.length]);
    await user.clear(field);
    await user.type(field, 'Termini di notifica');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Conversation renamed')).toBeInTheDocument();
    await waitFor(async () => expect(await titles()).toContain('Termini di notifica'));
    expect(chat.calls.find((c) => c.method === 'PATCH')?.body).toEqual({
      title: 'Termini di notifica',
    });
  });

  it('deletes a conversation only after the confirmation', async () => {
    const chat = withConversations(3);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Delete “Domanda 1”' }, slow));
    let confirm = screen.getByRole('alertdialog', { name: 'Delete this conversation?' });
    expect(confirm).toHaveTextContent('“Domanda 1” and all its answers will be deleted');
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(chat.calls.some((c) => c.method === 'DELETE')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Delete “Domanda 1”' }));
    confirm = screen.getByRole('alertdialog', { name: 'Delete this conversation?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Conversation deleted')).toBeInTheDocument();
    await waitFor(async () => expect(await titles()).not.toContain('Domanda 1'));
    expect(chat.calls.filter((c) => c.method === 'DELETE')).toHaveLength(1);
  });
});
