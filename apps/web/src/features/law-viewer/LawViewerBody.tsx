/*
 * The law viewer below the header (LawViewerPage loads it once the title is on screen): the
 * toolbar, the contents tree, the text and the comparison.
 */
import { exportLawComparison, exportLawDocument } from '@lexio/api';
import type { LawDocumentMetadata, LawLanguage, LawToc } from '@lexio/api/contract';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { UseQueryResult } from '@tanstack/react-query';
import {
  lazy,
  memo,
  type ReactNode,
  startTransition,
  Suspense,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useIntl } from 'react-intl';
import { useLocation, useNavigate } from 'react-router';

import { exportFileName } from '../../lib/export/download';
import { ExportButtons } from '../../lib/export/ExportButtons';
import { LoadError, Loading } from '../../lib/ui/LoadStates';
import { anchorFromHash, pathTo, unitOf } from './anchors';
import type { CompareChoice } from './CompareDialog';
import { localisedAttribution, localisedTitle } from './document-facts';
import { DocumentSearch } from './DocumentSearch';
import { languageName, parseLawLanguage } from './languages';
import { lawViewerMessages as m } from './law-viewer.messages';
import { LawText } from './LawText';
import { lawDocumentIdOf } from './prefetch';
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

export interface LawViewerBodyProps {
  metadata: LawDocumentMetadata;
  /** The language shown (the page's choice from the address and the law's languages). */
  lang: LawLanguage;
  /** The contents and the text, asked for by the page once its header was shown. */
  toc: UseQueryResult<LawToc>;
  html: UseQueryResult<string>;
}

/**
 * Everything under the law's header: the toolbar (language, find, export, compare), the contents
 * and the text, the source's attribution and the comparison. It loads once the header is on
 * screen (LawViewerPage): a phone downloads and runs only what the title needs first.
 */
export const LawViewerBody = memo(function LawViewerBody({
  metadata,
  lang,
  toc,
  html,
}: LawViewerBodyProps) {
  const intl = useIntl();
  const location = useLocation();
  const navigate = useNavigate();
  const textRoot = useRef<HTMLDivElement>(null);
  const [compareOpen, setCompareOpen] = useState(false);
  const [scope, setScope] = useState<'whole' | 'unit'>('whole');
  // A long text goes in by parts (LawText): find runs again once all of it is there.
  const [textComplete, setTextComplete] = useState(true);
  // Below the two columns the contents stand above the text, and on a phone they fill the first
  // screen: the text (and its spinner) waits for them, or their failure, so that it does not appear
  // at the foot of the screen and then move down out of it when the contents come (a layout shift).
  const stacked = useMediaQuery((theme) => theme.breakpoints.down('md'), { noSsr: true });
  const waitsForContents = stacked && toc.isPending;
  const textShown = !html.isPending && !waitsForContents;

  const documentId = metadata.id;
  const search = useMemo(() => new URLSearchParams(location.search), [location.search]);
  const compareId = lawDocumentIdOf(search.get('compare') ?? undefined) || null;
  const compareLang = parseLawLanguage(search.get('compareLang'));
  const anchor = anchorFromHash(location.hash);
  const unit = unitOf(anchor);

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
  const onTocNavigate = useCallback(
    (target: string) => void navigate({ search: location.search, hash: `#${target}` }),
    [navigate, location.search],
  );

  return (
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
          <NextRender fallback={waitsForContents ? null : <Loading />}>
            {!textShown ? (
              waitsForContents ? null : (
                <Loading />
              )
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

      {/* The source's line under the text it attributes, once the text is there: drawn before it,
          the line stood under the spinner and moved down when the text came (a layout shift). */}
      {textShown ? (
        <Typography variant="caption" component="p" color="text.secondary" sx={{ mt: 4 }}>
          {localisedAttribution(metadata.attribution, intl)}
        </Typography>
      ) : null}

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
  );
});
