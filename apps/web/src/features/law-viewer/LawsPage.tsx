/*
 * /laws?source&q: the corpus from the navigation. Browse it by source (EU and Italian acts, court
 * decisions, the Gazzetta), find a document by the words of its title, and search the text of
 * every provision; each result opens in the viewer (or the ruling's page).
 */
import { lawQueries } from '@lexio/api';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link as RouterLink, useSearchParams } from 'react-router';

import { sanitizeHtml } from '../../lib/sanitize-html';
import { LoadError, Loading } from '../../lib/ui/LoadStates';
import { useDebouncedValue } from '../../lib/ui/use-debounced-value';
import { localisedTitle } from './document-facts';
import { lawViewerMessages as m } from './law-viewer.messages';
import { documentHref, type LawSource, lawSources, parseLawSource } from './laws-sources';

const pageSize = 50;
const sourceLabels = {
  'eu-legislation': m.lawsSourceEuLegislation,
  'it-legislation': m.lawsSourceItLegislation,
  'it-rulings': m.lawsSourceItRulings,
  'eu-rulings': m.lawsSourceEuRulings,
  gazette: m.lawsSourceGazette,
} as const;

export function LawsPage() {
  const intl = useIntl();
  const [params, setParams] = useSearchParams();
  const source = parseLawSource(params.get('source'));
  const [text, setText] = useState(params.get('q') ?? '');
  const q = useDebouncedValue(text.trim(), 300);
  const [limit, setLimit] = useState(pageSize);

  // The address keeps the search and the source, so Back and a shared link return to them.
  const inAddress = params.get('q') ?? '';
  useEffect(() => {
    if (q === inAddress) return;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (q) next.set('q', q);
        else next.delete('q');
        return next;
      },
      { replace: true },
    );
    setLimit(pageSize);
    // Only a new search writes the address; the address changing does not re-run this.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [q]);

  const chooseSource = (next: LawSource | null) => {
    setParams((current) => {
      const out = new URLSearchParams(current);
      if (next) out.set('source', next);
      else out.delete('source');
      return out;
    });
    setLimit(pageSize);
  };

  const documents = useQuery({
    ...lawQueries.documents({ q: q || undefined, ...(source ? lawSources[source] : {}), limit }),
    placeholderData: (previous) => previous,
  });
  const provisions = useQuery({
    ...lawQueries.list({ q, ...(source ? lawSources[source] : {}), limit: 10 }),
    enabled: q.length > 0,
  });

  return (
    <Stack spacing={3}>
      <Typography variant="h4" component="h1">
        {intl.formatMessage(m.lawsTitle)}
      </Typography>
      <TextField
        type="search"
        label={intl.formatMessage(m.lawsSearchLabel)}
        helperText={intl.formatMessage(m.lawsSearchHelp)}
        value={text}
        onChange={(event) => setText(event.target.value)}
        sx={{ maxWidth: 640 }}
      />
      <Box role="group" aria-label={intl.formatMessage(m.lawsSources)}>
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
          <Chip
            label={intl.formatMessage(m.lawsSourceAll)}
            onClick={() => chooseSource(null)}
            color={source === null ? 'primary' : 'default'}
            variant={source === null ? 'filled' : 'outlined'}
            aria-pressed={source === null}
          />
          {(Object.keys(lawSources) as LawSource[]).map((key) => (
            <Chip
              key={key}
              label={intl.formatMessage(sourceLabels[key])}
              onClick={() => chooseSource(key)}
              color={source === key ? 'primary' : 'default'}
              variant={source === key ? 'filled' : 'outlined'}
              aria-pressed={source === key}
            />
          ))}
        </Stack>
      </Box>

      <Box component="section" aria-labelledby="laws-documents-heading">
        <Typography id="laws-documents-heading" variant="h6" component="h2">
          {intl.formatMessage(m.lawsDocumentsHeading)}
        </Typography>
        {documents.isPending ? (
          <Loading />
        ) : documents.isError ? (
          <LoadError error={documents.error} onRetry={() => void documents.refetch()} />
        ) : (
          <>
            <Typography variant="body2" color="text.secondary" role="status">
              {intl.formatMessage(m.lawsDocumentsCount, { count: documents.data.total })}
            </Typography>
            <List dense>
              {documents.data.results.map((doc) => {
                // The title in the interface language when the corpus has it, else marked.
                const long = localisedTitle(doc, intl.locale);
                const lang =
                  long.lang && !intl.locale.startsWith(long.lang) ? long.lang : undefined;
                return (
                  <ListItem key={doc.id} disableGutters sx={{ display: 'block' }}>
                    <Link
                      component={RouterLink}
                      to={documentHref(doc)}
                      sx={{ fontWeight: 600 }}
                      lang={doc.shortTitle ? undefined : lang}
                    >
                      {doc.shortTitle || long.text}
                    </Link>
                    {doc.shortTitle && doc.shortTitle !== long.text && (
                      <Typography variant="body2" color="text.secondary" lang={lang}>
                        {long.text}
                      </Typography>
                    )}
                  </ListItem>
                );
              })}
            </List>
            {documents.data.hasMore && (
              <Button onClick={() => setLimit((l) => l + pageSize)} disabled={limit >= 100}>
                {intl.formatMessage(m.lawsMore)}
              </Button>
            )}
          </>
        )}
      </Box>

      {q && (
        <Box component="section" aria-labelledby="laws-provisions-heading">
          <Typography id="laws-provisions-heading" variant="h6" component="h2">
            {intl.formatMessage(m.lawsProvisionsHeading, { q })}
          </Typography>
          {provisions.isPending ? (
            <Loading />
          ) : provisions.isError ? (
            <LoadError error={provisions.error} onRetry={() => void provisions.refetch()} />
          ) : provisions.data.results.length === 0 ? (
            <Typography color="text.secondary">
              {intl.formatMessage(m.lawsProvisionsNone)}
            </Typography>
          ) : (
            <List dense>
              {provisions.data.results.map((hit) => (
                <ListItem
                  key={`${hit.documentId}#${hit.anchor}:${hit.lang}`}
                  disableGutters
                  sx={{ display: 'block' }}
                >
                  <Link
                    component={RouterLink}
                    to={documentHref({ id: hit.documentId, kind: hit.kind }, hit.anchor)}
                    sx={{ fontWeight: 600 }}
                  >
                    {`${hit.documentShortTitle || hit.documentTitle}, ${hit.label}`}
                  </Link>
                  <Typography
                    variant="body2"
                    color="text.secondary"
                    lang={hit.lang}
                    // The snippet is the server's escaped text with <mark>s; sanitised all the same.
                    dangerouslySetInnerHTML={{ __html: sanitizeHtml(hit.snippet) }}
                  />
                </ListItem>
              ))}
            </List>
          )}
        </Box>
      )}
    </Stack>
  );
}
