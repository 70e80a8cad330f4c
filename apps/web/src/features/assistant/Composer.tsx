/*
 * The question field: Enter sends, Shift+Enter starts a new line. While an answer is written the
 * send button becomes Stop. The text stays when sending fails, so nothing typed is lost.
 */
import { StatefulButton } from '@lexio/design-system';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { type FormEvent, useState } from 'react';
import { useIntl } from 'react-intl';

import { assistantMessages as m } from './assistant.messages';

/** Props of the question field. */
export interface ComposerProps {
  /** The text the field starts with (a prompt from the address). */
  initialValue?: string;
  /** Sends the question; the field empties when it resolves and keeps the text when it rejects. */
  onSend: (question: string) => Promise<unknown>;
  /** An answer is being written: Stop replaces Send. */
  streaming?: boolean;
  /** Stops the answer being written. */
  onStop?: () => void;
  autoFocus?: boolean;
}

export function Composer({
  initialValue = '',
  onSend,
  streaming = false,
  onStop,
  autoFocus,
}: ComposerProps) {
  const intl = useIntl();
  const [text, setText] = useState(initialValue);
  const [sending, setSending] = useState(false);
  const question = text.trim();

  const send = async (event?: FormEvent) => {
    event?.preventDefault();
    if (!question || sending || streaming) return;
    setSending(true);
    try {
      await onSend(question);
      setText('');
    } catch {
      // The page shows why; the text stays for another try.
    } finally {
      setSending(false);
    }
  };

  return (
    <Stack
      component="form"
      onSubmit={send}
      direction="row"
      spacing={1}
      sx={{ alignItems: 'flex-start' }}
    >
      <TextField
        label={intl.formatMessage(m.composerLabel)}
        placeholder={intl.formatMessage(m.composerPlaceholder)}
        helperText={intl.formatMessage(m.composerHint)}
        value={text}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
            e.preventDefault();
            void send();
          }
        }}
        multiline
        minRows={2}
        maxRows={10}
        fullWidth
        autoFocus={autoFocus}
        slotProps={{ htmlInput: { maxLength: 4000 } }}
      />
      {streaming ? (
        <Button variant="outlined" color="inherit" onClick={onStop} sx={{ mt: 1, minWidth: 96 }}>
          {intl.formatMessage(m.stop)}
        </Button>
      ) : (
        <StatefulButton
          type="submit"
          variant="contained"
          state={sending ? 'loading' : 'idle'}
          loadingLabel={intl.formatMessage(m.sending)}
          disabled={!question}
          sx={{ mt: 1, minWidth: 96 }}
        >
          {intl.formatMessage(m.send)}
        </StatefulButton>
      )}
    </Stack>
  );
}
