/*
 * A new chat (/assistant): the question field, prefilled from `prompt` or from the message named by
 * `promptFromTranslationKey`. Sending opens the new thread as soon as the server started it; the
 * answer streams there.
 */
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate, useSearchParams } from 'react-router';

import { threadLink } from '../../config/paths';
import { useSession } from '../../lib/session/session-context';
import { AskError, askErrorCode } from './AskError';
import { assistantMessages as m } from './assistant.messages';
import { Composer } from './Composer';
import { guessLanguage } from './language-guess';
import { useAnswersStore } from './use-answers';

export function AssistantHomePage() {
  const intl = useIntl();
  const { me } = useSession();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const store = useAnswersStore();
  const [error, setError] = useState<string | null>(null);

  const key = params.get('promptFromTranslationKey');
  const initial =
    params.get('prompt') ??
    (key && Object.hasOwn(intl.messages, key)
      ? // The id comes from the address (spec §2): a prompt of the loaded catalogue, by design.
        // Own keys only: `constructor` and the like are in every object, but are no message.
        // eslint-disable-next-line formatjs/enforce-description, formatjs/enforce-default-message
        intl.formatMessage({ id: key })
      : '');

  const ask = async (question: string) => {
    setError(null);
    try {
      const threadId = await store.ask({ question, language: guessLanguage(question) });
      navigate(threadLink({ thread: threadId }));
    } catch (failure) {
      setError(askErrorCode(failure));
      throw failure;
    }
  };

  return (
    <Stack spacing={3} sx={{ maxWidth: 880, mx: 'auto', pt: { md: 6 } }}>
      <Stack spacing={1}>
        <Typography component="h1" variant="h4">
          {intl.formatMessage(m.welcome, { name: me.firstName || me.email })}
        </Typography>
        <Typography color="text.secondary">{intl.formatMessage(m.homeEmpty)}</Typography>
      </Stack>
      {error && <AskError code={error} />}
      <Composer key={initial} initialValue={initial} onSend={ask} autoFocus />
    </Stack>
  );
}
