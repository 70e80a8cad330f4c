/*
 * The new-chat page prefills its question from the address (spec §2): `prompt` as written, or the
 * message named by `promptFromTranslationKey` in the interface language, with the real catalogues.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { messageStore } from '../../i18n/message-store';
import { authValue, renderRoutes, seedSession } from '../../test/render';
import { fakeChat } from './testing/fake-chat';

const slow = { timeout: 5000 };

function open(search: string) {
  fakeChat();
  seedSession(undefined, { me: { language: 'it' } });
  renderRoutes(`/assistant?${search}`, authValue({ logged: true }));
  return screen.findByRole('textbox', { name: 'La tua domanda' }, slow);
}

beforeEach(async () => {
  await messageStore.setLocale('it');
});
afterAll(async () => {
  await messageStore.setLocale('en');
});

describe('the new chat prefilled from the address', () => {
  it('prefills the question from `prompt`, as written', async () => {
    const field = await open(new URLSearchParams({ prompt: 'Cosa dice l’art. 17?' }).toString());
    expect(field).toHaveValue('Cosa dice l’art. 17?');
    expect(screen.getByRole('button', { name: 'Invia' })).toBeEnabled();
  });

  it('prefills the message a `promptFromTranslationKey` names, in the interface language', async () => {
    const field = await open('promptFromTranslationKey=assistant.suggestion.dataBreach');
    expect(field).toHaveValue(
      "Entro quante ore una violazione dei dati personali deve essere notificata all'autorità di controllo?",
    );
  });

  it.each(['assistant.suggestion.nothingLikeIt', 'constructor', ''])(
    'leaves the question empty for the unknown key %j',
    async (key) => {
      const field = await open(new URLSearchParams({ promptFromTranslationKey: key }).toString());
      expect(field).toHaveValue('');
      expect(screen.getByRole('button', { name: 'Invia' })).toBeDisabled();
    },
  );
});

describe('the new chat’s suggested questions', () => {
  it('offers every user questions to try; choosing one fills the field without asking it', async () => {
    await open('');
    const suggestions = screen.getByRole('region', { name: 'Prova una domanda' });
    const choices = within(suggestions).getAllByRole('button');
    expect(choices).toHaveLength(3);
    await userEvent.click(
      within(suggestions).getByRole('button', { name: /^Entro quante ore una violazione/ }),
    );
    const refilled = await screen.findByRole('textbox', { name: 'La tua domanda' });
    expect(refilled).toHaveValue(
      "Entro quante ore una violazione dei dati personali deve essere notificata all'autorità di controllo?",
    );
    expect(refilled).toHaveFocus();
    // Nothing was asked: the new chat is still on screen.
    expect(screen.getByRole('heading', { level: 1, name: /^Ciao/ })).toBeInTheDocument();
  });
});
