/*
 * /court-rulings/{id}: a decision with its details, maxims, summary, operative part and the
 * provisions it cites. A provision whose law is in the corpus links into the viewer at its anchor
 * (/documents/{id}#art-…); the others are plain text. The ruling's texts are shown as text, never
 * as HTML.
 */
import { courtRulingQueries, exportLawDocument } from '@lexio/api';
import type { CourtRuling } from '@lexio/api/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { type MessageDescriptor, useIntl } from 'react-intl';
import { Link as RouterLink, useParams } from 'react-router';

import { formatMediumDate } from '../../i18n/date-format';
import { isCalendarDate, parseCalendarDate } from '../../lib/dates/calendar-date';
import { exportFileName } from '../../lib/export/download';
import { ExportButtons } from '../../lib/export/ExportButtons';
import { LoadError, Loading } from '../../lib/ui/LoadStates';
import { courtRulingMessages as m } from './court-rulings.messages';

/** The route's page: the ruling id is the rest of the path. */
export function CourtRulingPage() {
  const intl = useIntl();
  const id = (useParams()['*'] ?? '').replace(/^\/+|\/+$/g, '');
  if (!id) {
    return (
      <Alert severity="info" role="status">
        {intl.formatMessage(m.noRuling)}
      </Alert>
    );
  }
  return <CourtRulingLoader key={id} rulingId={id} />;
}

function CourtRulingLoader({ rulingId }: { rulingId: string }) {
  const ruling = useQuery(courtRulingQueries.detail(rulingId));
  if (ruling.isPending) return <Loading />;
  if (ruling.isError) {
    return <LoadError error={ruling.error} onRetry={() => void ruling.refetch()} />;
  }
  return <CourtRulingView ruling={ruling.data} />;
}

const detailLabels: Record<string, MessageDescriptor> = {
  president: m.president,
  rapporteur: m.rapporteur,
  decisionDate: m.decisionDate,
  filingDate: m.filingDate,
  hearingDate: m.hearingDate,
  pdfUrl: m.pdfUrl,
  proceedings: m.proceedings,
  section: m.section,
  subject: m.subject,
  formation: m.formation,
  referringCourt: m.referringCourt,
};

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" aria-label={title} sx={{ mt: 4 }}>
      <Typography variant="h5" component="h2" gutterBottom>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/** The ruling once loaded. */
export function CourtRulingView({ ruling }: { ruling: CourtRuling }) {
  const intl = useIntl();
  const date = (iso: string) => formatMediumDate(parseCalendarDate(iso), intl.locale);
  const text = (value: string | number) => (isCalendarDate(value) ? date(value) : String(value));

  const rows: [string, ReactNode][] = [
    [intl.formatMessage(m.court), ruling.court],
    ...(ruling.date
      ? ([[intl.formatMessage(m.date), date(ruling.date)]] as [string, ReactNode][])
      : []),
    ...(ruling.ecli ? ([[intl.formatMessage(m.ecli), ruling.ecli]] as [string, ReactNode][]) : []),
  ];
  for (const [key, value] of Object.entries(ruling.details)) {
    // Only the details we can name are listed (the ECLI is above; the data licence is in the
    // attribution line); empty values say nothing.
    const labelMessage = detailLabels[key];
    if (!labelMessage || value === null || value === '') continue;
    const label = intl.formatMessage(labelMessage);
    const shown =
      typeof value === 'string' && /^https?:\/\//.test(value) ? (
        <Link href={value} target="_blank" rel="noopener noreferrer">
          {value}
        </Link>
      ) : (
        text(value)
      );
    rows.push([label, shown]);
  }

  return (
    <Box component="article" lang={ruling.lang}>
      <Typography variant="h4" component="h1">
        {ruling.shortTitle || ruling.title}
      </Typography>
      {ruling.shortTitle && ruling.shortTitle !== ruling.title ? (
        <Typography color="text.secondary" sx={{ mt: 0.5 }}>
          {ruling.title}
        </Typography>
      ) : null}
      <Box sx={{ mt: 2 }}>
        <ExportButtons
          labels={{
            pdf: intl.formatMessage(m.exportPdf),
            docx: intl.formatMessage(m.exportDocx),
          }}
          loadingLabel={intl.formatMessage(m.exporting)}
          successLabel={intl.formatMessage(m.exported)}
          errorMessage={intl.formatMessage(m.exportError)}
          exportFile={(format) => exportLawDocument(ruling.id, { format, lang: ruling.lang })}
          fileName={(format) => exportFileName([ruling.id], format)}
        />
      </Box>

      <Section title={intl.formatMessage(m.details)}>
        <Box
          component="dl"
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' },
            columnGap: 3,
            rowGap: 1,
            m: 0,
          }}
        >
          {rows.map(([label, value]) => (
            <Box key={label} sx={{ display: 'contents' }}>
              <Box component="dt" sx={{ fontWeight: 600 }}>
                {label}
              </Box>
              <Box component="dd" sx={{ m: 0 }}>
                {value}
              </Box>
            </Box>
          ))}
        </Box>
        {ruling.sourceUrl ? (
          <Link
            href={ruling.sourceUrl}
            target="_blank"
            rel="noopener noreferrer"
            sx={{ display: 'inline-block', mt: 2 }}
          >
            {intl.formatMessage(m.source)}
          </Link>
        ) : null}
      </Section>

      <Section title={intl.formatMessage(m.maxims)}>
        {ruling.maxims.length === 0 ? (
          <Typography color="text.secondary">{intl.formatMessage(m.noMaxims)}</Typography>
        ) : (
          ruling.maxims.map((maxim) => (
            <Paper key={maxim.number} variant="outlined" sx={{ p: 2, mb: 2 }}>
              <Typography variant="subtitle2" component="h3">
                {maxim.number}.{maxim.title ? ` ${maxim.title}` : ''}
              </Typography>
              <Typography sx={{ mt: 1, whiteSpace: 'pre-line' }}>{maxim.text}</Typography>
            </Paper>
          ))
        )}
      </Section>

      {ruling.summary ? (
        <Section title={intl.formatMessage(m.summary)}>
          <Typography sx={{ whiteSpace: 'pre-line' }}>{ruling.summary}</Typography>
        </Section>
      ) : null}

      <Section title={intl.formatMessage(m.operativePart)}>
        {ruling.operativePart ? (
          <Typography sx={{ whiteSpace: 'pre-line' }}>
            {ruling.operativePart.replace(/\r\n?/g, '\n')}
          </Typography>
        ) : (
          <Typography color="text.secondary">{intl.formatMessage(m.noOperativePart)}</Typography>
        )}
      </Section>

      <Section title={intl.formatMessage(m.cited)}>
        {ruling.citedProvisions.length === 0 ? (
          <Typography color="text.secondary">{intl.formatMessage(m.noCited)}</Typography>
        ) : (
          <Box component="ul" sx={{ pl: 3, m: 0 }}>
            {ruling.citedProvisions.map((provision, index) => (
              <li key={`${provision.label}-${index}`}>
                {provision.inCorpus && provision.href && provision.href.startsWith('/') ? (
                  <Link component={RouterLink} to={provision.href}>
                    {provision.label}
                  </Link>
                ) : (
                  <>
                    {provision.label}{' '}
                    <Typography component="span" variant="caption" color="text.secondary">
                      ({intl.formatMessage(m.notInCorpus)})
                    </Typography>
                  </>
                )}
              </li>
            ))}
          </Box>
        )}
      </Section>

      <Typography variant="caption" component="p" color="text.secondary" sx={{ mt: 4 }}>
        {intl.formatMessage(m.attribution, { attribution: ruling.attribution })}
      </Typography>
    </Box>
  );
}
