/*
 * A shared conversation (/share/{slug}), signed in or not: the read-only snapshot from the media
 * host, with its sources as chips. Its words are in the `share` namespace, the only one this
 * public page loads.
 */
import { assistantQueries, isApiError } from '@lexio/api';
import type { Answerer } from '@lexio/api/contract';
import { Spinner } from '@lexio/design-system';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { Link as RouterLink, useParams } from 'react-router';

import { paths } from '../../config/paths';
import { formatMediumDate } from '../../i18n/date-format';
import { useOptionalSession } from '../../lib/session/session-context';
import {
  ConversationMessages,
  type DisplayMessage,
  type MessageLabels,
  type QuotesInPlace,
} from './ConversationMessages';
import { shareMessages as m } from './share.messages';

export function SharePage() {
  const intl = useIntl();
  const slug = (useParams()['*'] ?? '').replace(/^\/+|\/+$/g, '');
  const { data, error, isPending } = useQuery({
    ...assistantQueries.shared(slug),
    enabled: slug !== '',
  });

  const labels = useMemo<MessageLabels>(
    () => ({
      question: intl.formatMessage(m.question),
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
  // A signed-out reader cannot open the law viewer: each quoted provision is shown in place, with
  // a word on why the full text is not linked (it is in the snapshot; the viewer needs an account).
  // (The session is there only for a signed-in reader; reading it, not the auth context, keeps the
  // auth modules in the entry chunk: the sign-in page's budget.)
  const logged = useOptionalSession() !== null;
  const quotesInPlace = useMemo<QuotesInPlace | undefined>(
    () =>
      logged
        ? undefined
        : {
            heading: intl.formatMessage(m.quotedProvisions),
            note: intl.formatMessage(m.fullTextNeedsAccount, {
              signIn: (chunks) => <RouterLink to={paths.auth.login.to()}>{chunks}</RouterLink>,
            }),
          },
    [logged, intl],
  );
  const messages = useMemo<DisplayMessage[]>(
    () =>
      (data?.messages ?? []).map((message, i) => ({
        ...message,
        id: `${i}`,
        status: 'complete',
      })),
    [data],
  );

  if (slug === '' || (error && isApiError(error) && error.status < 500)) {
    return <Alert severity="info">{intl.formatMessage(m.notFound)}</Alert>;
  }
  if (error) return <Alert severity="error">{intl.formatMessage(m.loadError)}</Alert>;
  if (isPending || !data) return <Spinner label={intl.formatMessage(m.title)} />;

  return (
    <Stack spacing={3} sx={{ maxWidth: 880, mx: 'auto' }} lang={data.language}>
      <Stack spacing={0.5}>
        <Typography variant="overline" color="text.secondary">
          {intl.formatMessage(m.title)}
        </Typography>
        <Typography component="h1" variant="h4">
          {data.title}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {intl.formatMessage(m.readOnly)}{' '}
          {intl.formatMessage(m.sharedOn, {
            date: formatMediumDate(new Date(data.sharedAt), intl.locale),
          })}
        </Typography>
      </Stack>
      <ConversationMessages
        messages={messages}
        language={data.language}
        labels={labels}
        quotesInPlace={quotesInPlace}
      />
      <div>
        <Button variant="contained" component={RouterLink} to={paths.assistant.root.to()}>
          {intl.formatMessage(m.askYourOwn)}
        </Button>
      </div>
    </Stack>
  );
}
