/*
 * /documents/{id}?lang=it#art-17: a law of the corpus with its table of contents, its text (the
 * anchor of the address scrolled to and highlighted), a language switch when versions exist,
 * find-in-document, export (PDF, Word) and a side-by-side comparison with another language or
 * document (?compare={id}&compareLang=en) that exports too.
 */
import { lawQueries } from '@lexio/api';
import type { LawDocumentMetadata, LawLanguage } from '@lexio/api/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { memo, startTransition, useDeferredValue, useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { useLocation, useParams } from 'react-router';

import { formatMediumDate } from '../../i18n/date-format';
import { parseCalendarDate } from '../../lib/dates/calendar-date';
import { LoadError, Loading } from '../../lib/ui/LoadStates';
import { localisedAuthority, localisedTitle } from './document-facts';
import { parseLawLanguage } from './languages';
import { lawViewerMessages as m } from './law-viewer.messages';
import type { LawViewerBody as LawViewerBodyType } from './LawViewerBody';
import { lawDocumentIdOf, shownLawLanguage } from './prefetch';

/**
 * Whether the browser will say when the header is on screen: it reports the page's largest paints
 * (largest-contentful-paint entries) from the page's load until the reader first clicks, taps or
 * types, so not after a navigation inside the app.
 */
function paintsReported(): boolean {
  return (
    typeof PerformanceObserver === 'function' &&
    (PerformanceObserver.supportedEntryTypes ?? []).includes('largest-contentful-paint') &&
    !navigator.userActivation?.hasBeenActive
  );
}

/**
 * False until the browser has shown the first render, then true (a transition of its own). On a
 * page load, the browser's report of the header's paint says when: a frame callback comes a little
 * early there, since the screen shows a paint after the frame that made it (the compositor's turn),
 * and the rest of the page's code would start while the title, the page's largest paint, is still
 * on its way. After a navigation inside the app, the next frame's callback (a frame callback runs
 * just before a paint; the next frame's, once that paint is made). A tab in the background paints
 * nothing: half a second then.
 */
function useAfterPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let frame = 0;
    let observer: PerformanceObserver | undefined;
    const stop = () => {
      cancelAnimationFrame(frame);
      clearTimeout(hidden);
      observer?.disconnect();
    };
    const show = () => {
      stop();
      startTransition(() => setPainted(true));
    };
    const hidden = setTimeout(show, 500);
    if (paintsReported()) {
      observer = new PerformanceObserver(show);
      observer.observe({ type: 'largest-contentful-paint' });
    } else {
      frame = requestAnimationFrame(() => {
        frame = requestAnimationFrame(show);
      });
    }
    return stop;
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

type LawViewerBodyComponent = typeof LawViewerBodyType;

/**
 * The code below the header, once the header is on screen: null until it has loaded. Not
 * React.lazy: a lazy component suspends on its first render, and a query's answer arriving then
 * would mount the whole body in that answer's urgent render, one long task; set in a transition,
 * it renders in slices.
 */
function useBodyAfter(ready: boolean): LawViewerBodyComponent | null {
  const [body, setBody] = useState<{ component: LawViewerBodyComponent } | null>(null);
  useEffect(() => {
    if (!ready) return undefined;
    let live = true;
    import('./LawViewerBody').then(
      (module) => {
        if (live) startTransition(() => setBody({ component: module.LawViewerBody }));
      },
      (error: unknown) => {
        // A failed download (offline, a new version deployed): the route's error screen offers to
        // reload.
        if (live)
          setBody(() => {
            throw error;
          });
      },
    );
    return () => {
      live = false;
    };
  }, [ready]);
  return body?.component ?? null;
}

function LoadedLawViewer({ metadata }: { metadata: LawDocumentMetadata }) {
  const location = useLocation();
  const intl = useIntl();
  const documentId = metadata.id;
  const requested = parseLawLanguage(new URLSearchParams(location.search).get('lang'));
  const lang: LawLanguage = shownLawLanguage(metadata.languages, requested, intl.locale);

  // The header (the first thing a phone shows) is put on the page on its own; once it is on
  // screen, the rest of the page's code loads and renders (in a transition, which React runs in
  // slices between the browser's frames), and the text and contents are asked for: their 80 KB
  // (the GDPR) do not share a phone's bandwidth with what the title waits for. Their arrival
  // renders in a transition too (a query's own update would render the contents tree, or the
  // text, in one long task).
  const headerShown = useAfterPaint();
  const Body = useBodyAfter(headerShown);
  const toc = useDeferredValue(
    useQuery({ ...lawQueries.toc(documentId, lang), enabled: headerShown }),
  );
  const html = useDeferredValue(
    useQuery({ ...lawQueries.html(documentId, lang), enabled: headerShown }),
  );

  return (
    <Box>
      <LawHeader metadata={metadata} />
      {Body ? (
        <Body metadata={metadata} lang={lang} toc={toc} html={html} />
      ) : headerShown ? (
        <Loading />
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
