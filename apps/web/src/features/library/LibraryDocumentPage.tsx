/*
 * /library/{workspaceId}/{documentId}: one file of a workspace's library as it was indexed, passage
 * by passage with its pages kept. Every passage is addressable (`#passage-{position}`); a citation
 * opens `?passage={position}` (and optionally `&quote=...`): that passage is loaded, scrolled to and
 * highlighted, its quoted words marked. The original file can be downloaded.
 */
import {
  downloadLibraryDocument,
  infinitePageItems,
  isApiError,
  libraryQueries,
  workspaceQueries,
} from '@lexio/api';
import type { LibraryPassagePage } from '@lexio/api/contract';
import { Spinner, StatefulButton, useToast } from '@lexio/design-system';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type InfiniteData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { Fragment, type ReactNode, useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link as RouterLink, useLocation, useParams, useSearchParams } from 'react-router';

import { paths } from '../../config/paths';
import { libraryMessages as m } from './library.messages';

type Passage = LibraryPassagePage['items'][number];

/** The anchor of a passage: `#passage-{position}`. */
export const passageAnchor = (position: number) => `passage-${position}`;

export function LibraryDocumentPage() {
  const intl = useIntl();
  const toast = useToast();
  const { workspaceId = '', documentId = '' } = useParams();
  const [params] = useSearchParams();
  const { hash } = useLocation();
  const fromHash = /^#passage-(\d+)$/.exec(hash)?.[1];
  const citedParam = params.get('passage');
  const cited = citedParam !== null && /^\d+$/.test(citedParam) ? Number(citedParam) : null;
  const target = cited ?? (fromHash !== undefined ? Number(fromHash) : null);
  const quote = params.get('quote');
  const [downloading, setDownloading] = useState(false);

  const document = useQuery(libraryQueries.detail(workspaceId, documentId));
  const workspace = useQuery(workspaceQueries.detail(workspaceId));
  const indexed = document.data?.status === 'INDEXED';
  const passages = useInfiniteQuery({
    ...libraryQueries.passages(workspaceId, documentId),
    enabled: indexed,
  });
  const items = infinitePageItems(
    passages.data as InfiniteData<LibraryPassagePage, number> | undefined,
  );
  const targetLoaded = target === null || items.some((p) => p.position === target);

  // Pages are loaded until the cited passage is among them, then it is scrolled to.
  useEffect(() => {
    if (targetLoaded || !passages.hasNextPage || passages.isFetchingNextPage) return;
    void passages.fetchNextPage();
  }, [targetLoaded, passages]);
  useEffect(() => {
    if (target === null || !targetLoaded) return;
    const element = window.document.getElementById(passageAnchor(target));
    element?.scrollIntoView?.({ block: 'center' });
    element?.focus({ preventScroll: true });
  }, [target, targetLoaded, items.length]);

  const workspaceLink =
    workspace.data?.kind === 'INTERNAL_NORMATIVE'
      ? paths.assistant.internalNormativeWorkspace.to(workspaceId)
      : paths.assistant.workspace.to(workspaceId);

  const download = async () => {
    if (!document.data) return;
    setDownloading(true);
    try {
      const blob = await downloadLibraryDocument(workspaceId, documentId);
      const url = URL.createObjectURL(blob);
      const anchor = window.document.createElement('a');
      anchor.href = url;
      anchor.download = document.data.name;
      anchor.click();
      setTimeout(() => URL.revokeObjectURL(url), 1000);
    } catch {
      toast.show({ message: intl.formatMessage(m.downloadFailed), type: 'error' });
    } finally {
      setDownloading(false);
    }
  };

  const back = (
    <Link component={RouterLink} to={`${workspaceLink}?tab=documents`} underline="hover">
      {intl.formatMessage(m.back)}
    </Link>
  );

  if (document.error) {
    const notFound =
      isApiError(document.error) &&
      (document.error.status === 404 || document.error.status === 400);
    return (
      <Stack spacing={2} sx={{ maxWidth: 880, mx: 'auto' }}>
        <Typography component="h1" variant="h4">
          {intl.formatMessage(notFound ? m.notFoundTitle : m.documentTitle)}
        </Typography>
        <Alert
          severity={notFound ? 'info' : 'error'}
          action={
            notFound ? undefined : (
              <Button color="inherit" size="small" onClick={() => void document.refetch()}>
                {intl.formatMessage(m.retry)}
              </Button>
            )
          }
        >
          {intl.formatMessage(notFound ? m.notFound : m.loadError)}
        </Alert>
        <Box>{back}</Box>
      </Stack>
    );
  }
  if (!document.data) return <Spinner label={intl.formatMessage(m.documentTitle)} />;
  const file = document.data;

  // Passages grouped under the page they start on (a file without pages has one group).
  const groups: { page: number | null; passages: Passage[] }[] = [];
  for (const passage of items) {
    const last = groups.at(-1);
    if (last && last.page === passage.page) last.passages.push(passage);
    else groups.push({ page: passage.page, passages: [passage] });
  }

  return (
    <Stack spacing={2} sx={{ maxWidth: 880, mx: 'auto', minWidth: 0 }}>
      <Box>{back}</Box>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ alignItems: { sm: 'flex-start' } }}
      >
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography component="h1" variant="h4" sx={{ overflowWrap: 'anywhere' }}>
            {file.name}
          </Typography>
          <Typography color="text.secondary">
            {intl.formatMessage(m.details, {
              pages: file.pagesTotal ?? 0,
              passages: file.passageCount,
            })}
            {file.language && ` · ${intl.formatMessage(m.language, { language: file.language })}`}
          </Typography>
        </Box>
        <Box>
          <StatefulButton
            variant="outlined"
            state={downloading ? 'loading' : 'idle'}
            onClick={() => void download()}
          >
            {intl.formatMessage(m.download)}
          </StatefulButton>
        </Box>
      </Stack>
      {file.status === 'FAILED' && (
        <Alert severity="error">
          {intl.formatMessage(m.failed, { reason: file.failureReason ?? '' })}
        </Alert>
      )}
      {!indexed && file.status !== 'FAILED' && (
        <Alert severity="info">
          {intl.formatMessage(m.notIndexed, { status: file.status.toLowerCase() })}
        </Alert>
      )}
      {passages.error && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void passages.refetch()}>
              {intl.formatMessage(m.retry)}
            </Button>
          }
        >
          {intl.formatMessage(m.loadError)}
        </Alert>
      )}
      {indexed && passages.isPending && <Spinner label={intl.formatMessage(m.contents)} />}
      {items.length > 0 && (
        <Box component="article" aria-label={intl.formatMessage(m.contents)}>
          {groups.map((group, index) => (
            <Box component="section" key={`${group.page ?? 'none'}-${index}`} sx={{ mb: 3 }}>
              {group.page !== null && (
                <Typography
                  component="h2"
                  variant="overline"
                  color="text.secondary"
                  id={`page-${group.page}-${index}`}
                  sx={{ display: 'block', borderBottom: 1, borderColor: 'divider', mb: 1 }}
                >
                  {intl.formatMessage(m.page, { page: group.page })}
                </Typography>
              )}
              {group.passages.map((passage) => (
                <PassageBlock
                  key={passage.position}
                  passage={passage}
                  highlighted={passage.position === target}
                  quote={passage.position === target ? quote : null}
                />
              ))}
            </Box>
          ))}
        </Box>
      )}
      {passages.hasNextPage && (
        <Box>
          <StatefulButton
            variant="outlined"
            state={passages.isFetchingNextPage ? 'loading' : 'idle'}
            onClick={() => void passages.fetchNextPage()}
          >
            {intl.formatMessage(m.loadMore)}
          </StatefulButton>
        </Box>
      )}
    </Stack>
  );
}

function PassageBlock({
  passage,
  highlighted,
  quote,
}: {
  passage: Passage;
  highlighted: boolean;
  quote: string | null;
}) {
  const intl = useIntl();
  const anchor = passageAnchor(passage.position);
  const linked = passage.references.filter((reference) => reference.documentId);
  // A label the heading or the text already starts with ("Articolo 2", "1.2") is not repeated.
  const { label, heading } = passage;
  const repeated =
    label !== null && [heading ?? '', passage.text].some((text) => text.startsWith(label));
  const title = [repeated ? null : label, heading].filter(Boolean).join(' · ');
  return (
    <Box
      id={anchor}
      tabIndex={-1}
      aria-current={highlighted ? 'true' : undefined}
      sx={{
        position: 'relative',
        py: 1,
        px: 1.5,
        mx: -1.5,
        borderLeft: 3,
        borderColor: highlighted ? 'warning.main' : 'transparent',
        bgcolor: highlighted ? 'warning.50' : 'transparent',
        backgroundColor: highlighted ? 'rgba(255, 193, 7, 0.12)' : undefined,
        scrollMarginTop: 96,
        '&:target': { borderColor: 'primary.main' },
        '&:hover .passage-link, &:focus-within .passage-link': { opacity: 1 },
        outline: 'none',
      }}
    >
      {highlighted && (
        <Chip size="small" color="warning" label={intl.formatMessage(m.cited)} sx={{ mb: 0.5 }} />
      )}
      {title && (
        <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
          {title}
        </Typography>
      )}
      <Typography component="p" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {marked(passage.text, quote)}
        <Link
          href={`#${anchor}`}
          className="passage-link"
          aria-label={intl.formatMessage(m.passageLink, { position: passage.position + 1 })}
          underline="none"
          sx={{ ml: 1, opacity: 0, '&:focus': { opacity: 1 }, color: 'text.secondary' }}
        >
          ¶
        </Link>
      </Typography>
      {linked.length > 0 && (
        <Stack
          direction="row"
          spacing={1}
          sx={{ mt: 0.5, flexWrap: 'wrap', gap: 0.5, alignItems: 'center' }}
        >
          <Typography variant="caption" color="text.secondary">
            {intl.formatMessage(m.references)}
          </Typography>
          {linked.map((reference, index) => (
            <Chip
              key={`${reference.text}-${index}`}
              size="small"
              variant="outlined"
              clickable
              component={RouterLink}
              to={paths.documents.to(
                `${reference.documentId}${reference.article ? `#${encodeURIComponent(reference.article)}` : ''}`,
              )}
              label={reference.text}
            />
          ))}
        </Stack>
      )}
    </Box>
  );
}

/** The text with the quoted words marked, where they are found (ignoring case). */
function marked(text: string, quote: string | null): ReactNode {
  const needle = quote?.trim();
  if (!needle) return text;
  const at = text.toLowerCase().indexOf(needle.toLowerCase());
  if (at < 0) return text;
  return (
    <Fragment>
      {text.slice(0, at)}
      <mark>{text.slice(at, at + needle.length)}</mark>
      {text.slice(at + needle.length)}
    </Fragment>
  );
}
