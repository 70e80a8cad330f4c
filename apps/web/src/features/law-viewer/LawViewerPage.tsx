/*
 * /documents/{id}?lang=it#art-17: a law of the corpus with its table of contents, its text (the
 * anchor of the address scrolled to and highlighted), a language switch when versions exist,
 * find-in-document, export (PDF, Word) and a side-by-side comparison with another language or
 * document (?compare={id}&compareLang=en) that exports too.
 */
import { exportLawComparison, exportLawDocument, lawQueries } from '@lexio/api';
import type { LawDocumentMetadata, LawLanguage } from '@lexio/api/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import {
  lazy,
  memo,
  type ReactNode,
  startTransition,
  Suspense,
  useCallback,
  useEffect,
  useDeferredValue,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useIntl } from 'react-intl';
import { useLocation, useNavigate, useParams } from 'react-router';

import { formatMediumDate } from '../../i18n/date-format';
import { parseCalendarDate } from '../../lib/dates/calendar-date';
import { exportFileName } from '../../lib/export/download';
import { ExportButtons } from '../../lib/export/ExportButtons';
import { LoadError, Loading } from '../../lib/ui/LoadStates';
import { anchorFromHash, pathTo, unitOf } from './anchors';
import type { CompareChoice } from './CompareDialog';
import { localisedAttribution, localisedAuthority, localisedTitle } from './document-facts';
import { DocumentSearch } from './DocumentSearch';
import { languageName, parseLawLanguage } from './languages';
import { lawViewerMessages as m } from './law-viewer.messages';
import { LawText } from './LawText';
import { lawDocumentIdOf, shownLawLanguage } from './prefetch';
import { ProvisionStatusNotice } from './ProvisionStatusNotice';
import { TocTree } from './TocTree';

// The comparison (its dialog's search field, radio buttons and chips, and the second text) loads when
// it is asked for: 30 KB of script gzipped that the page of one law does not need to show itself.
const CompareDialog = lazy(() =>
  import('./CompareDialog').then((module) => ({ default: module.CompareDialog })),
);
const ComparePanes = lazy(() =>
  import('./ComparePanes').then((module) => ({ default: module.ComparePanes })),
);

/**
 * Shows `fallback`, then its children in a render of their own once the page around them is on
 * the screen: the text's first part (sanitised, parsed, styled) is not one task with the
 * toolbar and contents that come before it.
 */
function NextRender({ children, fallback }: { children: ReactNode; fallback: ReactNode }) {
  const [shown, setShown] = useState(false);
  useEffect(() => startTransition(() => setShown(true)), []);
  return shown ? children : fallback;
}

/**
 * False until the browser has shown the first render, then true (a transition of its own). A frame
 * callback runs just before a paint; the next frame's, once that paint is on screen. A tab in the
 * background runs no frames: half a second then.
 */
function useAfterPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    const show = () => startTransition(() => setPainted(true));
    let frame = requestAnimationFrame(() => {
      frame = requestAnimationFrame(show);
    });
    const timer = setTimeout(show, 500);
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return painted;
}

/** The route's page: the document id is the rest of the path. */
export function LawViewerPage() {
  const intl = useIntl();
  const id = lawDocumentIdOf(useParams()['*']);
  if (!id) {
    return (
      <Alert severity="info" role="status">
        {intl.formatMessage(m.noDocument)}
      </Alert>
    );
  }
  return <LawViewer key={id} documentId={id} />;
}

function LawViewer({ documentId }: { documentId: string }) {
  const metadata = useQuery(lawQueries.detail(documentId));
  if (metadata.isPending) return <Loading />;
  if (metadata.isError)
    return <LoadError error={metadata.error} onRetry={() => void metadata.refetch()} />;
  return <LoadedLawViewer metadata={metadata.data} />;
}

function LoadedLawViewer({ metadata }: { metadata: LawDocumentMetadata }) {
  const intl = useIntl();
  const location = useLocation();
  const navigate = useNavigate();
  const textRoot = useRef<HTMLDivElement>(null);
  const [compareOpen, setCompareOpen] = useState(false);
  const [scope, setScope] = useState<'whole' | 'unit'>('whole');
  // A long text goes in by parts (LawText): find runs again once all of it is there.
  const [textComplete, setTextComplete] = useState(true);

  const documentId = metadata.id;
  const search = useMemo(() => new URLSearchParams(location.search), [location.search]);
  const requested = parseLawLanguage(search.get('lang'));
  const lang: LawLanguage = shownLawLanguage(metadata.languages, requested);
  const compareId = lawDocumentIdOf(search.get('compare') ?? undefined) || null;
  const compareLang = parseLawLanguage(search.get('compareLang'));
  const anchor = anchorFromHash(location.hash);
  const unit = unitOf(anchor);

  // The text and contents are asked for once the header is on screen: their 80 KB (the GDPR) do not
  // share a phone's bandwidth with what the title waits for.
  // Their arrival renders in a transition, which React runs in slices between the browser's frames
  // (a query's own update would render the contents tree, or the text, in one long task).
  const headerShown = useAfterPaint();
  const toc = useDeferredValue(
    useQuery({ ...lawQueries.toc(documentId, lang), enabled: headerShown }),
  );
  const html = useDeferredValue(
    useQuery({ ...lawQueries.html(documentId, lang), enabled: headerShown }),
  );

  const unitLabel = useMemo(() => {
    if (!unit || !toc.data) return null;
    return pathTo(toc.data.items, unit).at(-1)?.label ?? null;
  }, [toc.data, unit]);
  const exportUnit = scope === 'unit' && unitLabel ? unit : null;
  const exportStrings = {
    loadingLabel: intl.formatMessage(m.exporting),
    successLabel: intl.formatMessage(m.exported),
    errorMessage: intl.formatMessage(m.exportError),
  };

  /** Changes the search parameters, keeping the anchor being read. */
  const setParams = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(location.search);
    for (const [key, value] of Object.entries(changes)) {
      if (value === null) next.delete(key);
      else next.set(key, value);
    }
    const query = next.toString();
    void navigate({ search: query ? `?${query}` : '', hash: location.hash });
  };

  const onCompare = (choice: CompareChoice) => {
    setCompareOpen(false);
    setParams({ compare: choice.documentId, compareLang: choice.lang ?? null });
  };

  // The status of the law, one notice block per article.
  const notices = useMemo(() => {
    const byArticle = new Map<string, LawDocumentMetadata['provisionStatus']>();
    for (const status of metadata.provisionStatus) {
      byArticle.set(status.article, [...(byArticle.get(status.article) ?? []), status]);
    }
    return [...byArticle].map(([article, statuses]) => ({
      anchor: article,
      content: <ProvisionStatusNotice statuses={statuses} />,
    }));
  }, [metadata.provisionStatus]);

  const title = metadata.shortTitle || localisedTitle(metadata, intl.locale).text;
  // The header (the first thing a phone shows) is put on the page on its own; once it is on
  // screen, the toolbar, the contents and the text follow in a render that React runs in slices
  // between the browser's frames, so no one long task stands between the address and the law's
  // title. (Not a deferred value: inside the session's own deferred render it would not defer.)
  const bodyShown = headerShown;
  const onTocNavigate = useCallback(
    (target: string) => void navigate({ search: location.search, hash: `#${target}` }),
    [navigate, location.search],
  );

  return (
    <Box>
      <LawHeader metadata={metadata} />

      {bodyShown ? (
        <>
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 2, alignItems: 'center', mb: 3 }}>
            {metadata.languages.length > 1 ? (
              <ToggleButtonGroup
                exclusive
                size="small"
                value={lang}
                aria-label={intl.formatMessage(m.languageLabel)}
                onChange={(_event, value: LawLanguage | null) => {
                  if (value) setParams({ lang: value });
                }}
              >
                {metadata.languages.map((l) => (
                  <ToggleButton key={l} value={l} lang={l}>
                    {languageName(l, intl.locale)}
                  </ToggleButton>
                ))}
              </ToggleButtonGroup>
            ) : null}
            <DocumentSearch
              rootRef={textRoot}
              contentKey={`${lang}|${compareId ?? ''}|${compareLang ?? ''}|${html.dataUpdatedAt}|${textComplete}`}
            />
            <Box sx={{ flex: 1 }} />
            {unitLabel ? (
              <TextField
                select
                size="small"
                label={intl.formatMessage(m.exportScope)}
                value={scope}
                onChange={(event) => setScope(event.target.value as 'whole' | 'unit')}
                sx={{ minWidth: 180 }}
              >
                <MenuItem value="whole">{intl.formatMessage(m.exportWhole)}</MenuItem>
                <MenuItem value="unit">
                  {intl.formatMessage(m.exportArticle, { article: unitLabel })}
                </MenuItem>
              </TextField>
            ) : null}
            {compareId ? (
              <>
                <ExportButtons
                  {...exportStrings}
                  labels={{
                    pdf: intl.formatMessage(m.compareExportPdf),
                    docx: intl.formatMessage(m.compareExportDocx),
                  }}
                  exportFile={(format) =>
                    exportLawComparison(documentId, {
                      format,
                      left: { lang, ...(exportUnit ? { article: exportUnit } : {}) },
                      right: {
                        documentId: compareId,
                        ...(compareLang ? { lang: compareLang } : {}),
                        ...(exportUnit ? { article: exportUnit } : {}),
                      },
                    })
                  }
                  fileName={(format) =>
                    exportFileName(
                      ['compare', documentId, lang, compareId, compareLang, exportUnit],
                      format,
                    )
                  }
                />
                <Button onClick={() => setParams({ compare: null, compareLang: null })}>
                  {intl.formatMessage(m.compareClose)}
                </Button>
              </>
            ) : (
              <>
                <ExportButtons
                  {...exportStrings}
                  labels={{
                    pdf: intl.formatMessage(m.exportPdf),
                    docx: intl.formatMessage(m.exportDocx),
                  }}
                  exportFile={(format) =>
                    exportLawDocument(documentId, {
                      format,
                      lang,
                      ...(exportUnit ? { articles: [exportUnit] } : {}),
                    })
                  }
                  fileName={(format) => exportFileName([documentId, exportUnit, lang], format)}
                />
                <Button variant="contained" onClick={() => setCompareOpen(true)}>
                  {intl.formatMessage(m.compareOpen)}
                </Button>
              </>
            )}
          </Stack>

          <Box
            sx={{
              display: 'grid',
              gridTemplateColumns: { xs: '1fr', md: '280px minmax(0, 1fr)' },
              gap: 3,
              alignItems: 'start',
            }}
          >
            <Box
              component="nav"
              aria-labelledby="law-toc-heading"
              sx={{
                position: { md: 'sticky' },
                top: { md: 88 },
                maxHeight: { md: 'calc(100vh - 112px)' },
                overflowY: 'auto',
                borderRight: { md: 1 },
                borderColor: { md: 'divider' },
                pr: { md: 1 },
              }}
            >
              <Typography id="law-toc-heading" variant="h6" component="h2" sx={{ mb: 1 }}>
                {intl.formatMessage(m.tocTitle)}
              </Typography>
              {toc.isPending ? (
                <Loading />
              ) : toc.isError ? (
                <LoadError error={toc.error} onRetry={() => void toc.refetch()} />
              ) : toc.data.items.length === 0 ? (
                <Typography color="text.secondary">{intl.formatMessage(m.tocEmpty)}</Typography>
              ) : (
                <TocTree
                  items={toc.data.items}
                  currentAnchor={anchor}
                  labelledBy="law-toc-heading"
                  onNavigate={onTocNavigate}
                />
              )}
            </Box>

            <Box ref={textRoot} sx={{ minWidth: 0 }}>
              <NextRender fallback={<Loading />}>
                {html.isPending ? (
                  <Loading />
                ) : html.isError ? (
                  <LoadError error={html.error} onRetry={() => void html.refetch()} />
                ) : compareId ? (
                  <Suspense fallback={<Loading />}>
                    <ComparePanes
                      left={{ documentId, title, lang, html: html.data }}
                      rightId={compareId}
                      rightLang={compareLang}
                      anchor={anchor}
                      scrollKey={location.key}
                    />
                  </Suspense>
                ) : html.data.trim() === '' ? (
                  <Typography color="text.secondary">{intl.formatMessage(m.textEmpty)}</Typography>
                ) : (
                  <LawText
                    html={html.data}
                    anchor={anchor}
                    scrollKey={location.key}
                    lang={lang}
                    labelledBy="law-title"
                    notices={notices}
                    onComplete={setTextComplete}
                  />
                )}
              </NextRender>
            </Box>
          </Box>

          <Typography variant="caption" component="p" color="text.secondary" sx={{ mt: 4 }}>
            {localisedAttribution(metadata.attribution, intl)}
          </Typography>

          {compareOpen ? (
            <Suspense fallback={null}>
              <CompareDialog
                open
                documentId={documentId}
                languages={metadata.languages}
                lang={lang}
                onCompare={onCompare}
                onClose={() => setCompareOpen(false)}
              />
            </Suspense>
          ) : null}
        </>
      ) : null}
    </Box>
  );
}

/**
 * The law's titles and facts: they need only the metadata, so they do not render again when the
 * text, the contents or the find state arrive or change.
 */
const LawHeader = memo(function LawHeader({ metadata }: { metadata: LawDocumentMetadata }) {
  const intl = useIntl();
  // The long title in the interface language when the corpus has it (the GDPR's), else as held,
  // marked with its language (an English-only EU act's, said to be the official English title).
  const longTitle = localisedTitle(metadata, intl.locale);
  const foreignTitle =
    longTitle.lang && !intl.locale.startsWith(longTitle.lang) ? longTitle.lang : null;
  const title = metadata.shortTitle || longTitle.text;
  const facts = [
    localisedAuthority(metadata.authority, intl),
    metadata.date ? formatMediumDate(parseCalendarDate(metadata.date), intl.locale) : null,
  ].filter(Boolean);

  return (
    <Box component="header" sx={{ mb: 2 }}>
      <Typography id="law-title" variant="h4" component="h1">
        {title}
      </Typography>
      {metadata.shortTitle && metadata.shortTitle !== longTitle.text ? (
        <Typography color="text.secondary" sx={{ mt: 0.5 }}>
          {foreignTitle === 'en' && metadata.jurisdiction === 'EU'
            ? `${intl.formatMessage(m.originalTitleLanguage)}: `
            : null}
          <span lang={foreignTitle ?? undefined}>{longTitle.text}</span>
        </Typography>
      ) : null}
      <Stack
        component="ul"
        direction="row"
        sx={{
          listStyle: 'none',
          p: 0,
          m: 0,
          mt: 1,
          flexWrap: 'wrap',
          columnGap: 2,
          color: 'text.secondary',
        }}
      >
        {facts.map((fact) => (
          <li key={fact}>{fact}</li>
        ))}
        {metadata.sourceUrl ? (
          <li>
            <Link href={metadata.sourceUrl} target="_blank" rel="noopener noreferrer">
              {intl.formatMessage(m.source)}
            </Link>
          </li>
        ) : null}
      </Stack>
    </Box>
  );
});
