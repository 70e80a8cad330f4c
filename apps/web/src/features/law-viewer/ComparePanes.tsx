/*
 * Two texts side by side: the law being read (left) and another language or document (right), each
 * scrolling in its own box. The anchor of the address is shown in both when both have it.
 */
import { lawQueries } from '@lexio/api';
import type { LawLanguage } from '@lexio/api/contract';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';

import { LoadError, Loading } from '../../lib/ui/LoadStates';

import { languageName } from './languages';
import { lawViewerMessages as m } from './law-viewer.messages';
import { LawText } from './LawText';

export interface ComparePanesProps {
  /** The law being read, already loaded. */
  left: { documentId: string; title: string; lang: LawLanguage; html: string };
  /** The other document (the same id to compare languages). */
  rightId: string;
  /** The other side's language, if the address names one. */
  rightLang: LawLanguage | undefined;
  /** The anchor of the address. */
  anchor: string | null;
  /** Changes with every navigation (see LawText). */
  scrollKey?: string;
}

export function ComparePanes({ left, rightId, rightLang, anchor, scrollKey }: ComparePanesProps) {
  const intl = useIntl();
  const metadata = useQuery(lawQueries.detail(rightId));
  const languages = metadata.data?.languages ?? [];
  // The language asked for, else the left one when the other document has it, else its first.
  const lang =
    (rightLang && languages.includes(rightLang) ? rightLang : undefined) ??
    (languages.includes(left.lang) ? left.lang : languages[0]);
  const html = useQuery({ ...lawQueries.html(rightId, lang), enabled: lang !== undefined });

  const paneTitle = (title: string, l: LawLanguage) =>
    intl.formatMessage(m.comparePane, { title, language: languageName(l, intl.locale) });
  const leftTitle = paneTitle(left.title, left.lang);
  const rightTitle =
    metadata.data && lang
      ? paneTitle(metadata.data.shortTitle || metadata.data.title, lang)
      : rightId;

  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' }, gap: 3 }}>
      <Box component="section" sx={{ minWidth: 0 }}>
        <Typography variant="h6" component="h2" gutterBottom>
          {leftTitle}
        </Typography>
        <LawText
          html={left.html}
          anchor={anchor}
          scrollKey={scrollKey}
          lang={left.lang}
          label={leftTitle}
          scrollable
        />
      </Box>
      <Box component="section" sx={{ minWidth: 0 }}>
        <Typography variant="h6" component="h2" gutterBottom>
          {rightTitle}
        </Typography>
        {metadata.isError ? (
          <LoadError error={metadata.error} onRetry={() => void metadata.refetch()} />
        ) : html.isError ? (
          <LoadError error={html.error} onRetry={() => void html.refetch()} />
        ) : html.isPending ? (
          <Loading />
        ) : (
          <LawText
            html={html.data}
            anchor={anchor}
            scrollKey={scrollKey}
            lang={lang}
            label={rightTitle}
            ownsIds={false}
            scrollable
          />
        )}
      </Box>
    </Box>
  );
}
