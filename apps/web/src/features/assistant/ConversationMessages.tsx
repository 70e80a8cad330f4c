/*
 * A conversation's messages: the questions, the answers' markdown with their citation markers,
 * each answer's sources as chips that open the law viewer, and who wrote the answer. Shared by the
 * thread page and the public shared page, so its words arrive as props (each page has its own
 * message namespace).
 */
import type {
  Answerer,
  AssistantCitation,
  AssistantLanguage,
  AssistantMessageStatus,
} from '@lexio/api/contract';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { lazy, type ReactNode, Suspense, useMemo } from 'react';
import { Link as RouterLink } from 'react-router';

import { citationHref, citationLabel, verifiedCitations } from './citations';

const AnswerMarkdown = lazy(() => import('./AnswerMarkdown'));

/** A message as the list shows it (a saved one, or the answer being written). */
export interface DisplayMessage {
  id: string;
  role: 'user' | 'assistant';
  content: string;
  citations: readonly AssistantCitation[];
  status: AssistantMessageStatus;
  answerer: Answerer | null;
}

/** The words of the list. */
export interface MessageLabels {
  /** Who asked (e.g. 'You'). */
  question: string;
  /** Who answered (e.g. 'Lexio'). */
  answer: string;
  /** Heading of an answer's sources. */
  sources: string;
  /** Accessible name of citation marker n. */
  citationName: (index: number, label: string) => string;
  /** The caption naming who wrote an answer. */
  answerer: (answerer: Answerer) => string;
}

/** Quotes shown in place of links to the law viewer, for readers who cannot open it. */
export interface QuotesInPlace {
  /** Heading of an answer's quoted provisions. */
  heading: string;
  /** Said under them: why the full text is not linked, and how to get it. */
  note: ReactNode;
}

/** Props of the message list. */
export interface ConversationMessagesProps {
  messages: readonly DisplayMessage[];
  /** The conversation's language: citations open the viewer in it. */
  language: AssistantLanguage | null;
  labels: MessageLabels;
  /** Extra content under an answer (its state, actions). */
  renderAnswerFooter?: (message: DisplayMessage, index: number) => ReactNode;
  /** Show each source's quote on the page instead of linking the viewer (signed-out readers). */
  quotesInPlace?: QuotesInPlace;
}

const quoteIdOf = (messageId: string) => (index: number) => `quote-${messageId}-${index}`;

/** An answer's verified sources with their quoted text, each the target of its marker. */
function QuotedProvisions({
  message,
  language,
  quotesInPlace,
}: {
  message: DisplayMessage;
  language: AssistantLanguage | null;
  quotesInPlace: QuotesInPlace;
}) {
  const sources = verifiedCitations(message.citations);
  if (sources.length === 0) return null;
  const quoteId = quoteIdOf(message.id);
  return (
    <Box component="section" aria-label={quotesInPlace.heading} sx={{ mt: 1.5 }}>
      <Typography component="h2" variant="subtitle2" sx={{ mb: 0.5 }}>
        {quotesInPlace.heading}
      </Typography>
      <Stack component="ol" spacing={1} sx={{ p: 0, m: 0, listStyle: 'none' }}>
        {sources.map((c) => (
          <Box
            component="li"
            key={c.index}
            id={quoteId(c.index)}
            tabIndex={-1}
            sx={{
              scrollMarginTop: 80,
              '&:target': { bgcolor: 'action.selected' },
              borderRadius: 1,
            }}
          >
            <Box component="figure" sx={{ m: 0 }}>
              <Typography component="figcaption" variant="body2" sx={{ fontWeight: 600 }}>
                {`${c.index}. ${citationLabel(c, language)}`}
              </Typography>
              <Box
                component="blockquote"
                sx={{ m: 0, pl: 2, borderLeft: 3, borderColor: 'divider', color: 'text.secondary' }}
              >
                {c.quote}
              </Box>
            </Box>
          </Box>
        ))}
      </Stack>
      <Typography variant="body2" sx={{ mt: 1 }}>
        {quotesInPlace.note}
      </Typography>
    </Box>
  );
}

/** An answer's verified sources as links to the viewer; unverified citations are never listed. */
export function SourceChips({
  citations,
  language,
  heading,
}: {
  /** All the answer's citations; only the verified ones are shown. */
  citations: readonly AssistantCitation[];
  /** The answer's language. */
  language: AssistantLanguage | null;
  /** The list's heading. */
  heading: string;
}) {
  const sources = verifiedCitations(citations);
  if (sources.length === 0) return null;
  return (
    <Box component="section" aria-label={heading} sx={{ mt: 1.5 }}>
      <Typography component="h2" variant="subtitle2" sx={{ mb: 0.5 }}>
        {heading}
      </Typography>
      <Stack component="ul" direction="row" sx={{ flexWrap: 'wrap', gap: 1, p: 0, m: 0 }}>
        {sources.map((c) => (
          <Box component="li" key={c.index} sx={{ listStyle: 'none' }}>
            <Chip
              component={RouterLink}
              to={citationHref(c, language)}
              clickable
              variant="outlined"
              size="small"
              title={c.quote}
              label={`${c.index}. ${citationLabel(c, language)}`}
            />
          </Box>
        ))}
      </Stack>
    </Box>
  );
}

/** The answer's text: plain while the markdown renderer loads, then rendered. */
function AnswerText({
  message,
  language,
  labels,
  quotesInPlace,
}: {
  message: DisplayMessage;
  language: AssistantLanguage | null;
  labels: MessageLabels;
  quotesInPlace: boolean;
}) {
  const quoteId = useMemo(
    () => (quotesInPlace ? quoteIdOf(message.id) : undefined),
    [quotesInPlace, message.id],
  );
  if (!message.content) return null;
  return (
    <Suspense
      fallback={
        <Typography component="div" sx={{ whiteSpace: 'pre-wrap' }}>
          {message.content}
        </Typography>
      }
    >
      <AnswerMarkdown
        markdown={message.content}
        citations={message.citations}
        language={language}
        citationName={labels.citationName}
        quoteId={quoteId}
      />
    </Suspense>
  );
}

export function ConversationMessages({
  messages,
  language,
  labels,
  renderAnswerFooter,
  quotesInPlace,
}: ConversationMessagesProps) {
  return (
    <Stack component="ol" spacing={3} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {messages.map((message, index) =>
        message.role === 'user' ? (
          <Box
            component="li"
            key={message.id}
            aria-label={labels.question}
            sx={{ alignSelf: 'flex-end', maxWidth: '85%' }}
          >
            <Typography variant="caption" color="text.secondary" component="p">
              {labels.question}
            </Typography>
            <Typography
              component="p"
              sx={{
                whiteSpace: 'pre-wrap',
                bgcolor: 'action.hover',
                borderRadius: 2,
                px: 2,
                py: 1,
              }}
            >
              {message.content}
            </Typography>
          </Box>
        ) : (
          <Box
            component="li"
            key={message.id}
            aria-label={labels.answer}
            aria-busy={message.status === 'streaming'}
          >
            <Typography variant="caption" color="text.secondary" component="p">
              {labels.answer}
            </Typography>
            <AnswerText
              message={message}
              language={language}
              labels={labels}
              quotesInPlace={quotesInPlace !== undefined}
            />
            {quotesInPlace ? (
              <QuotedProvisions
                message={message}
                language={language}
                quotesInPlace={quotesInPlace}
              />
            ) : (
              <SourceChips
                citations={message.citations}
                language={language}
                heading={labels.sources}
              />
            )}
            {message.answerer && message.status !== 'streaming' && (
              <Typography
                variant="caption"
                color="text.secondary"
                component="p"
                sx={{ mt: 1, fontStyle: 'italic' }}
              >
                {labels.answerer(message.answerer)}
              </Typography>
            )}
            {renderAnswerFooter?.(message, index)}
          </Box>
        ),
      )}
    </Stack>
  );
}
