/*
 * The prompt tab's "Improve": the improved prompt streams into a preview under the field as the
 * server writes it, labelled with how it was made (the local template when no language model is
 * configured, else the model), then the user copies it into the field or discards it. Saving
 * stays the form's own Save.
 */
import { improveWorkspacePrompt } from '@lexio/api';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';

import { supportedLocales, type Locale } from '../../i18n/locales';
import { workspaceToolsMessages as m } from './workspace-tools.messages';

/** The most the prompt field (and the server) takes. */
export const promptMaxLength = 8000;

export type ImprovedPrompt =
  | { status: 'idle' }
  | { status: 'streaming'; text: string }
  | { status: 'done'; text: string; mode: 'template' | 'model' }
  | { status: 'error' };

/** Streams the improved prompt of a workspace; a new start or a discard stops the running one. */
export function useImprovedPrompt(workspaceId: string) {
  const [state, setState] = useState<ImprovedPrompt>({ status: 'idle' });
  const running = useRef<AbortController | null>(null);

  const stop = useCallback(() => {
    running.current?.abort();
    running.current = null;
  }, []);
  useEffect(() => stop, [stop]);

  const start = useCallback(
    async (prompt: string, locale: Locale) => {
      stop();
      const controller = new AbortController();
      running.current = controller;
      const mine = () => running.current === controller;
      setState({ status: 'streaming', text: '' });
      try {
        const events = await improveWorkspacePrompt(
          { id: workspaceId, prompt, locale },
          controller.signal,
        );
        let text = '';
        for await (const event of events) {
          if (!mine()) return;
          if (event.type === 'delta') {
            text += event.text;
            setState({ status: 'streaming', text });
          } else if (event.type === 'done') {
            setState({ status: 'done', text: event.prompt, mode: event.mode });
            running.current = null;
            return;
          } else {
            setState({ status: 'error' });
            running.current = null;
            return;
          }
        }
        // The stream ended without its `done`: the connection was cut.
        if (mine()) {
          setState({ status: 'error' });
          running.current = null;
        }
      } catch {
        if (mine()) {
          setState({ status: 'error' });
          running.current = null;
        }
      }
    },
    [workspaceId, stop],
  );

  const discard = useCallback(() => {
    stop();
    setState({ status: 'idle' });
  }, [stop]);

  return { state, start, discard };
}

/** The interface language as the call takes it. */
export function promptLocale(locale: string): Locale {
  const base = locale.slice(0, 2) as Locale;
  return supportedLocales.includes(base) ? base : 'it';
}

/** The suggested prompt under the field: its text as it arrives, how it was made, use or discard. */
export function ImprovedPromptPreview({
  state,
  onUse,
  onDiscard,
}: {
  state: ImprovedPrompt;
  onUse: (prompt: string) => void;
  onDiscard: () => void;
}) {
  const intl = useIntl();
  const titleId = useId();
  if (state.status === 'idle') return null;
  if (state.status === 'error') {
    return (
      <Alert severity="error" onClose={onDiscard}>
        {intl.formatMessage(m.improveFailed)}
      </Alert>
    );
  }
  const streaming = state.status === 'streaming';
  const tooLong = state.text.length > promptMaxLength;
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={titleId}
      sx={{ p: 2, bgcolor: 'background.default' }}
    >
      <Stack spacing={1.5}>
        <Box>
          <Typography id={titleId} component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>
            {intl.formatMessage(m.improvedTitle)}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {streaming
              ? intl.formatMessage(m.improvedWriting)
              : intl.formatMessage(state.mode === 'model' ? m.improvedModel : m.improvedTemplate)}
          </Typography>
        </Box>
        <Box
          data-testid="improved-prompt"
          aria-busy={streaming}
          sx={{
            whiteSpace: 'pre-wrap',
            overflowWrap: 'anywhere',
            maxHeight: 360,
            overflowY: 'auto',
            p: 1.5,
            borderRadius: 1,
            bgcolor: 'background.paper',
            border: 1,
            borderColor: 'divider',
            typography: 'body2',
            minHeight: 48,
          }}
        >
          {state.text}
        </Box>
        {tooLong && !streaming && (
          <Alert severity="warning">
            {intl.formatMessage(m.improvedTooLong, { max: promptMaxLength })}
          </Alert>
        )}
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
          <Button variant="contained" disabled={streaming} onClick={() => onUse(state.text)}>
            {intl.formatMessage(m.useImproved)}
          </Button>
          <Button onClick={onDiscard}>{intl.formatMessage(m.discardImproved)}</Button>
        </Stack>
      </Stack>
    </Paper>
  );
}
