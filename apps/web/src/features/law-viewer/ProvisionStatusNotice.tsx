/*
 * What the corpus says about an article, shown at the top of it: a decision of the corpus declared
 * it (or a paragraph of it) unconstitutional, a later act repealed or replaced it, or its amounts
 * are still in lire as in the source. The link opens the decision or act.
 */
import type { LawProvisionStatus } from '@lexio/api/contract';
import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router';

import { formatMediumDate } from '../../i18n/date-format';
import { parseCalendarDate } from '../../lib/dates/calendar-date';
import { lawViewerMessages as m } from './law-viewer.messages';

export interface ProvisionStatusNoticeProps {
  /** The statuses of one article (laws service metadata, `provisionStatus`). */
  statuses: LawProvisionStatus[];
}

const MESSAGES = {
  unconstitutional: m.statusUnconstitutional,
  repealed: m.statusRepealed,
  replaced: m.statusReplaced,
} as const;

export function ProvisionStatusNotice({ statuses }: ProvisionStatusNoticeProps) {
  const intl = useIntl();
  if (!statuses.length) return null;
  return (
    <Stack spacing={1} sx={{ my: 1 }} data-provision-status="">
      {statuses.map((status) => {
        const key = `${status.kind}|${status.byDocumentId ?? ''}|${status.paragraph ?? status.scope ?? ''}`;
        if (status.kind === 'amounts-in-lire') {
          return (
            <Alert key={key} severity="info" role="note" variant="outlined">
              {intl.formatMessage(m.statusLire)}
            </Alert>
          );
        }
        const by = status.byTitle ?? status.byDocumentId ?? '';
        const link = (chunks: ReactNode[]) =>
          status.href ? (
            <Link component={RouterLink} to={status.href}>
              {chunks}
            </Link>
          ) : (
            <>{chunks}</>
          );
        return (
          <Alert key={key} severity="warning" role="note" variant="outlined">
            {intl.formatMessage(MESSAGES[status.kind], {
              partial: status.partial ? 'true' : 'false',
              scope: status.scope ?? 'none',
              by,
              date: status.date
                ? formatMediumDate(parseCalendarDate(status.date), intl.locale)
                : 'none',
              link,
            })}
          </Alert>
        );
      })}
    </Stack>
  );
}
