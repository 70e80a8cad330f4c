/*
 * A thread: its saved messages, the answer being written (followed through the answers store, so
 * it keeps going when the user opens another thread), the question field, stop, retry, copy and
 * sharing. Opening the page of a thread whose answer is running attaches to it.
 */
import { assistantQueries, isApiError } from '@lexio/api';
import type { Answerer, AssistantMessage } from '@lexio/api/contract';
import { Spinner, useToast } from '@lexio/design-system';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link as RouterLink, useParams } from 'react-router';

import { paths } from '../../config/paths';
import { answerCopyText } from './answer-text';
import { connectionLostCode, type LiveAnswer } from './answers-store';
import { AskError, askErrorCode } from './AskError';
import { assistantMessages as m } from './assistant.messages';
import { Composer } from './Composer';
import {
  ConversationMessages,
  type DisplayMessage,
  type MessageLabels,
} from './ConversationMessages';
import { guessLanguage } from './language-guess';
import { useReturnFocus, useReturningFocus } from './return-focus';
import { ShareDialog } from './ShareDialog';
import { useAnswersStore, useLiveAnswer } from './use-answers';

/** The list's words in the assistant's namespace. */
export function useAssistantMessageLabels(): MessageLabels {
  const intl = useIntl();
  return useMemo(
    () => ({
      question: intl.formatMessage(m.you),
      answer: intl.formatMessage(m.assistantName),
      sources: intl.formatMessage(m.sources),
      citationName: (index: number, label: string) =>
        intl.formatMessage(m.citationName, { index, label }),
      answerer: (answerer: Answerer) =>
        intl.formatMessage(
          answerer === 'embedded-extractive' ? m.answererEmbedded : m.answererModel,
        ),
    }),
    [intl],
  );
}

/**
 * The saved messages with the live answer in place of its saved copy while it is newer (still
 * streaming, or finished but not re-read yet); a question this client just asked is shown before
 * the server's copy arrives.
 */
export function mergeLiveAnswer(
  saved: readonly AssistantMessage[],
  live: LiveAnswer | undefined,
): DisplayMessage[] {
  if (!live?.messageId) return [...saved];
  const liveMessage: DisplayMessage = {
    id: live.messageId,
    role: 'assistant',
    content: live.content,
    citations: live.citations,
    status: live.status,
    answerer: live.answerer,
  };
  const at = saved.findIndex((message) => message.id === live.messageId);
  if (at >= 0) {
    const newer = saved[at]!.status === 'streaming' || live.status === 'streaming';
    return saved.map((message, i) => (i === at && newer ? liveMessage : message));
  }
  const questionSaved = saved.some((message) => message.id === live.userMessageId);
  const question: DisplayMessage[] =
    !questionSaved && live.question
      ? [
          {
            id: live.userMessageId ?? `question-${live.messageId}`,
            role: 'user',
            content: live.question,
            citations: [],
            status: 'complete',
            answerer: null,
          },
        ]
      : [];
  return [...saved, ...question, liveMessage];
}

export interface ThreadPageProps {
  /** Shown under the question field of a workspace's thread (the route composes it). */
  composerTools?: (workspaceId: string) => ReactNode;
  /**
   * The page of the workspace in the address (`:workspaceId`), for a thread address of a workspace:
   * a missing conversation there leads back to its workspace rather than to all conversations.
   */
  workspacePath?: (workspaceId: string) => string;
}

export function ThreadPage({ composerTools, workspacePath }: ThreadPageProps = {}) {
  const intl = useIntl();
  const toast = useToast();
  const { thread: threadId = '', workspaceId } = useParams();
  const store = useAnswersStore();
  const live = useLiveAnswer(threadId);
  const labels = useAssistantMessageLabels();
  const { data: details, error, isPending } = useQuery(assistantQueries.detail(threadId));
  const [askError, setAskError] = useState<string | null>(null);
  const [shareOpen, setShareOpen] = useState(false);

  // The response-ready rule needs to know which thread is on screen.
  useEffect(() => {
    store.setViewing(threadId);
    return () => store.setViewing(null);
  }, [store, threadId]);

  // An answer is running that this client does not follow (a reload, another tab): attach to it.
  const activeMessageId = details?.activeMessageId ?? null;
  useEffect(() => {
    if (!activeMessageId || store.isWatching(threadId)) return;
    if (store.get(threadId)?.messageId === activeMessageId) return;
    store.attach(threadId, { workspaceId: details?.workspaceId ?? null });
  }, [activeMessageId, details?.workspaceId, store, threadId]);

  useEffect(() => setAskError(null), [threadId]);

  const messages = useMemo(
    () => mergeLiveAnswer(details?.messages ?? [], live),
    [details?.messages, live],
  );
  const streaming =
    live?.status === 'streaming' ||
    (activeMessageId !== null && live?.messageId !== activeMessageId);
  const language = details?.language ?? live?.language ?? null;
  const title = details?.title ?? live?.title ?? '';
  const lastQuestion = [...messages].reverse().find((message) => message.role === 'user')?.content;

  const ask = useCallback(
    async (question: string) => {
      setAskError(null);
      try {
        await store.ask(
          { question, threadId, language: guessLanguage(question) },
          { workspaceId: details?.workspaceId ?? null },
        );
      } catch (failure) {
        setAskError(askErrorCode(failure));
        throw failure;
      }
    },
    [details?.workspaceId, store, threadId],
  );

  const copy = async (message: DisplayMessage) => {
    try {
      await navigator.clipboard.writeText(
        answerCopyText(message.content, message.citations, intl.formatMessage(m.sources)),
      );
      toast.show({ message: intl.formatMessage(m.copied) });
    } catch {
      toast.show({ message: intl.formatMessage(m.copyFailed), type: 'error' });
    }
  };

  const messagesRef = useRef<HTMLDivElement>(null);
  const returningFocus = useReturningFocus();
  useReturnFocus(messagesRef, messages.length > 0);

  if (error && !live) {
    // A malformed id in a typed or pasted address (400) names no conversation either.
    const missing = isApiError(error) && (error.status === 404 || error.status === 400);
    return (
      <Stack spacing={2} sx={{ maxWidth: 880, mx: 'auto' }}>
        <Alert severity={missing ? 'info' : 'error'}>
          {intl.formatMessage(missing ? m.threadNotFound : m.threadLoadError)}
        </Alert>
        {workspaceId && workspacePath ? (
          <Link component={RouterLink} to={workspacePath(workspaceId)}>
            {intl.formatMessage(m.backToWorkspace)}
          </Link>
        ) : (
          <Link component={RouterLink} to={paths.assistant.conversations.to()}>
            {intl.formatMessage(m.backToConversations)}
          </Link>
        )}
      </Stack>
    );
  }
  if (isPending && !live)
    return <Spinner size="medium" label={intl.formatMessage(m.threadTitle)} />;

  const lastIndex = messages.length - 1;
  return (
    <Stack spacing={3} sx={{ maxWidth: 880, mx: 'auto' }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Typography component="h1" variant="h5" sx={{ flex: 1, minWidth: 0 }} noWrap title={title}>
          {title || intl.formatMessage(m.threadTitle)}
        </Typography>
        {details && (
          <Button variant="outlined" onClick={() => setShareOpen(true)}>
            {intl.formatMessage(m.share)}
          </Button>
        )}
      </Stack>

      <Box ref={messagesRef}>
        <ConversationMessages
          messages={messages}
          language={language}
          labels={labels}
          renderAnswerFooter={(message, index) => (
            <AnswerFooter
              message={message}
              live={live?.messageId === message.id ? live : undefined}
              isLast={index === lastIndex}
              onCopy={() => void copy(message)}
              onRetry={
                lastQuestion ? () => void ask(lastQuestion).catch(() => undefined) : undefined
              }
            />
          )}
        />
      </Box>

      {askError && <AskError code={askError} />}
      <Box sx={{ position: 'sticky', bottom: 0, bgcolor: 'background.default', pt: 1 }}>
        <Composer
          key={threadId}
          onSend={ask}
          streaming={streaming}
          onStop={() => void store.stop(threadId).catch(() => undefined)}
          // Back from a citation, focus returns to it (return-focus.ts), not to the field.
          autoFocus={!returningFocus}
        />
        {details?.workspaceId && composerTools?.(details.workspaceId)}
      </Box>
      {details && (
        <ShareDialog
          open={shareOpen}
          onClose={() => setShareOpen(false)}
          threadId={threadId}
          share={details.share}
        />
      )}
    </Stack>
  );
}

/**
 * A failed answer that had begun: its text so far was kept (saved as it streamed, e.g. before the
 * server restarted) and is shown as incomplete. A lost connection keeps its own message.
 */
const isCutShort = (message: DisplayMessage, live: LiveAnswer | undefined) =>
  message.content.length > 0 && live?.error?.code !== connectionLostCode;

/** Under an answer: its state (writing, stopped, failed) and its actions (copy, retry). */
function AnswerFooter({
  message,
  live,
  isLast,
  onCopy,
  onRetry,
}: {
  message: DisplayMessage;
  live: LiveAnswer | undefined;
  isLast: boolean;
  onCopy: () => void;
  onRetry?: () => void;
}) {
  const intl = useIntl();
  if (message.status === 'streaming') {
    return (
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mt: 1 }}>
        <Spinner size="xxsmall" label={intl.formatMessage(m.writing)} />
        <Typography variant="body2" color="text.secondary" aria-hidden>
          {intl.formatMessage(m.writing)}
        </Typography>
      </Stack>
    );
  }
  const retry = isLast && onRetry && (
    <Button size="small" onClick={onRetry}>
      {intl.formatMessage(m.retry)}
    </Button>
  );
  return (
    <Stack spacing={1} sx={{ mt: 1 }}>
      {message.status === 'stopped' && (
        <Typography variant="body2" color="text.secondary">
          {intl.formatMessage(m.stopped)}
        </Typography>
      )}
      {message.status === 'failed' &&
        (isCutShort(message, live) ? (
          <Alert severity="warning" action={retry || undefined}>
            {intl.formatMessage(m.incomplete)}
          </Alert>
        ) : (
          <AskError code={live?.error?.code ?? 'ANSWER_FAILED'} action={retry || undefined} />
        ))}
      <Stack direction="row" spacing={1}>
        {message.content && (
          <Button size="small" onClick={onCopy}>
            {intl.formatMessage(m.copy)}
          </Button>
        )}
        {message.status !== 'failed' && retry}
      </Stack>
      {isLast && live?.freeChatRemaining != null && (
        <Typography variant="caption" color="text.secondary">
          {intl.formatMessage(m.freeLeft, { count: live.freeChatRemaining })}
        </Typography>
      )}
    </Stack>
  );
}
