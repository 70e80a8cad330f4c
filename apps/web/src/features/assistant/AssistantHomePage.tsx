/*
 * A new chat (/assistant): the question field, prefilled from `prompt` or from the message named by
 * `promptFromTranslationKey`. Sending opens the new thread as soon as the server started it; the
 * answer streams there.
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate, useSearchParams } from 'react-router';

import { threadLink } from '../../config/paths';
import { useSession } from '../../lib/session/session-context';
import { suggestedQuestions } from '../../lib/suggestions/suggestions.messages';
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

  // A suggested question fills the field (nothing is asked until the user sends it).
  const [chosen, setChosen] = useState<string | null>(null);
  const prefill = chosen ?? initial;

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
      <Composer key={prefill} initialValue={prefill} onSend={ask} autoFocus />
      <Box component="section" aria-labelledby="suggested-questions">
        <Typography
          id="suggested-questions"
          component="h2"
          variant="subtitle2"
          color="text.secondary"
          sx={{ mb: 1 }}
        >
          {intl.formatMessage(m.suggestionsTitle)}
        </Typography>
        <Box
          component="ul"
          sx={{
            listStyle: 'none',
            p: 0,
            m: 0,
            display: 'grid',
            gap: 1.5,
            gridTemplateColumns: { xs: '1fr', md: 'repeat(3, minmax(0, 1fr))' },
          }}
        >
          {Object.values(suggestedQuestions).map((question) => {
            const text = intl.formatMessage(question);
            return (
              <li key={question.id}>
                <Button
                  variant="outlined"
                  color="inherit"
                  fullWidth
                  onClick={() => setChosen(text)}
                  sx={{
                    height: '100%',
                    justifyContent: 'flex-start',
                    textAlign: 'left',
                    textTransform: 'none',
                    fontWeight: 400,
                    borderColor: 'divider',
                    bgcolor: 'background.paper',
                    py: 1.5,
                  }}
                >
                  {text}
                </Button>
              </li>
            );
          })}
        </Box>
      </Box>
    </Stack>
  );
}
