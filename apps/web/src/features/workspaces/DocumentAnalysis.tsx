/*
 * The analysis of an indexed library file (POST /assistant/workspaces/{id}/analyse): its summary,
 * obligations, deadlines (the time limit itself emphasised) and legal references. Every item is a
 * sentence of the document that links to the library viewer at its passage, the sentence marked
 * there. The summary says how it was made: the language model's text, or sentences quoted from
 * the document when no model is configured.
 */
import { isApiError, libraryQueries } from '@lexio/api';
import type { DocumentAnalysis, LibraryDocument } from '@lexio/api/contract';
import { Spinner } from '@lexio/design-system';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import { alpha, useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router';

import { paths } from '../../config/paths';
import { workspaceToolsMessages as m } from './workspace-tools.messages';

/** A quoted sentence; a deadline's carries its time limit (`figure`). */
type Quote = DocumentAnalysis['obligations'][number] & { figure?: string };

/** The library viewer at a quoted sentence's passage, the sentence marked there. */
export function quoteHref(
  workspaceId: string,
  documentId: string,
  position: number,
  quote: string,
): string {
  return `${paths.library.to(workspaceId, documentId)}?passage=${position}&quote=${encodeURIComponent(quote)}`;
}

/**
 * "Analyse a document": a menu of the library page's files; the ones not indexed yet are shown
 * but disabled (the server answers 409 NOT_INDEXED for them).
 */
export function AnalyseMenu({
  documents,
  onAnalyse,
}: {
  documents: readonly LibraryDocument[];
  onAnalyse: (document: LibraryDocument) => void;
}) {
  const intl = useIntl();
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <Button
        variant="outlined"
        disabled={documents.length === 0}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        aria-controls={anchor ? menuId : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        {intl.formatMessage(m.analyse)}
      </Button>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={anchor !== null}
        onClose={() => setAnchor(null)}
        slotProps={{ list: { 'aria-label': intl.formatMessage(m.analyseMenu) } }}
      >
        {documents.length === 0 && (
          <MenuItem disabled>{intl.formatMessage(m.analyseNone)}</MenuItem>
        )}
        {documents.map((document) => {
          const indexed = document.status === 'INDEXED';
          return (
            <MenuItem
              key={document.id}
              disabled={!indexed}
              aria-label={intl.formatMessage(m.analyseNamed, { name: document.name })}
              onClick={() => {
                setAnchor(null);
                onAnalyse(document);
              }}
              sx={{ maxWidth: 360 }}
            >
              <ListItemText
                primary={document.name}
                secondary={
                  indexed
                    ? undefined
                    : intl.formatMessage(
                        document.status === 'FAILED'
                          ? m.analyseFailedItem
                          : document.status === 'CANCELLED'
                            ? m.analyseCancelledItem
                            : m.analyseNotIndexed,
                      )
                }
                slotProps={{ primary: { noWrap: true } }}
              />
            </MenuItem>
          );
        })}
      </Menu>
    </>
  );
}

export function DocumentAnalysisDialog({
  workspaceId,
  document,
  onClose,
}: {
  workspaceId: string;
  document: Pick<LibraryDocument, 'id' | 'name'>;
  onClose: () => void;
}) {
  const intl = useIntl();
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  const { data, error, refetch, isFetching } = useQuery({
    ...libraryQueries.analysis(workspaceId, document.id),
    retry: false,
  });
  const notIndexed = isApiError(error) && error.code === 'NOT_INDEXED';

  return (
    <Dialog
      open
      onClose={onClose}
      fullScreen={fullScreen}
      fullWidth
      maxWidth="md"
      aria-labelledby={titleId}
      scroll="paper"
    >
      <DialogTitle id={titleId} sx={{ overflowWrap: 'anywhere' }}>
        {intl.formatMessage(m.title, { name: document.name })}
      </DialogTitle>
      <DialogContent dividers>
        {error && (
          <Alert
            severity={notIndexed ? 'info' : 'error'}
            action={
              notIndexed ? undefined : (
                <Button
                  color="inherit"
                  size="small"
                  disabled={isFetching}
                  onClick={() => void refetch()}
                >
                  {intl.formatMessage(m.retry)}
                </Button>
              )
            }
          >
            {intl.formatMessage(notIndexed ? m.notIndexed : m.failed)}
          </Alert>
        )}
        {!data && !error && <Spinner label={intl.formatMessage(m.loading)} />}
        {data && <AnalysisSections workspaceId={workspaceId} analysis={data} />}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{intl.formatMessage(m.close)}</Button>
      </DialogActions>
    </Dialog>
  );
}

function AnalysisSections({
  workspaceId,
  analysis,
}: {
  workspaceId: string;
  analysis: DocumentAnalysis;
}) {
  const intl = useIntl();
  const href = (position: number, text: string) =>
    quoteHref(workspaceId, analysis.documentId, position, text);
  const quotes = (items: readonly Quote[]) =>
    items.length === 0 ? (
      <Empty />
    ) : (
      <Box component="ol" sx={{ m: 0, pl: 0, listStyle: 'none' }}>
        {items.map((quote, index) => (
          <QuoteItem
            key={`${quote.position}-${index}`}
            quote={quote}
            href={href(quote.position, quote.text)}
          />
        ))}
      </Box>
    );
  const modelSummary = analysis.mode === 'model' && analysis.summaryText;

  return (
    <Stack spacing={3}>
      {analysis.mode === 'extractive' && (
        <Alert severity="info">{intl.formatMessage(m.extractive)}</Alert>
      )}
      <Section title={intl.formatMessage(m.summary)}>
        {modelSummary && (
          <Box sx={{ mb: 2 }}>
            <Label>{intl.formatMessage(m.summaryModel)}</Label>
            <Typography sx={{ whiteSpace: 'pre-wrap' }}>{analysis.summaryText}</Typography>
          </Box>
        )}
        {analysis.summary.length > 0 && <Label>{intl.formatMessage(m.quoted)}</Label>}
        {quotes(analysis.summary)}
      </Section>
      <Section title={intl.formatMessage(m.obligations)}>{quotes(analysis.obligations)}</Section>
      <Section title={intl.formatMessage(m.deadlines)}>{quotes(analysis.deadlines)}</Section>
      <Section title={intl.formatMessage(m.references)}>
        {analysis.references.length === 0 ? (
          <Empty />
        ) : (
          <Box component="ul" sx={{ m: 0, pl: 0, listStyle: 'none' }}>
            {analysis.references.map((reference) => {
              const first = reference.positions[0];
              return (
                <Box
                  component="li"
                  key={`${reference.documentId ?? ''}-${reference.article ?? ''}-${reference.text}`}
                  sx={{
                    py: 1,
                    borderBottom: 1,
                    borderColor: 'divider',
                    display: 'flex',
                    flexWrap: 'wrap',
                    columnGap: 2,
                    rowGap: 0.5,
                    alignItems: 'baseline',
                  }}
                >
                  {first === undefined ? (
                    <Typography sx={{ fontWeight: 600 }}>{reference.text}</Typography>
                  ) : (
                    <Link
                      component={RouterLink}
                      to={href(first, reference.text)}
                      sx={{ fontWeight: 600 }}
                    >
                      {reference.text}
                    </Link>
                  )}
                  <Typography variant="body2" color="text.secondary">
                    {intl.formatMessage(m.passages, { count: reference.positions.length })}
                  </Typography>
                  {reference.documentId && (
                    <Link
                      component={RouterLink}
                      variant="body2"
                      to={`${paths.documents.to(
                        reference.documentId.split('/').map(encodeURIComponent).join('/'),
                      )}${reference.article ? `#${encodeURIComponent(reference.article)}` : ''}`}
                    >
                      {intl.formatMessage(m.openLaw)}
                    </Link>
                  )}
                </Box>
              );
            })}
          </Box>
        )}
      </Section>
    </Stack>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <Box component="section" aria-labelledby={id}>
      <Typography id={id} component="h3" variant="h6" sx={{ mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

function Label({ children }: { children: ReactNode }) {
  return (
    <Typography
      variant="caption"
      color="text.secondary"
      sx={{ display: 'block', mb: 0.5, textTransform: 'uppercase', letterSpacing: 0.4 }}
    >
      {children}
    </Typography>
  );
}

function Empty() {
  const intl = useIntl();
  return <Typography color="text.secondary">{intl.formatMessage(m.empty)}</Typography>;
}

function QuoteItem({ quote, href }: { quote: Quote; href: string }) {
  const intl = useIntl();
  const { figure } = quote;
  return (
    <Box
      component="li"
      sx={{ py: 1, borderBottom: 1, borderColor: 'divider', '&:last-of-type': { borderBottom: 0 } }}
    >
      {figure && (
        <Typography
          component="strong"
          sx={{
            display: 'inline-block',
            fontWeight: 700,
            color: 'primary.main',
            bgcolor: 'action.selected',
            px: 1,
            borderRadius: 1,
            mb: 0.5,
          }}
        >
          {figure}
        </Typography>
      )}
      <Box component="blockquote" sx={{ m: 0 }}>
        <Link
          component={RouterLink}
          to={href}
          underline="always"
          color="text.primary"
          sx={{
            textDecorationColor: (theme) => alpha(theme.palette.primary.main, 0.35),
            '&:hover': { textDecorationColor: (theme) => theme.palette.primary.main },
          }}
        >
          “{quote.text}”
        </Link>
      </Box>
      {(quote.page !== null || quote.label) && (
        <Typography variant="body2" color="text.secondary">
          {[
            quote.label,
            quote.page !== null ? intl.formatMessage(m.page, { page: quote.page }) : null,
          ]
            .filter(Boolean)
            .join(' · ')}
        </Typography>
      )}
    </Box>
  );
}
