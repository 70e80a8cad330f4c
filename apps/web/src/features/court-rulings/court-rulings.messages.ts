import { defineMessage, defineMessages } from 'react-intl';

export const courtRulingMessages = defineMessages({
  exportPdf: {
    id: 'courtRuling.export.pdf',
    defaultMessage: 'Export PDF',
    description: 'Button that downloads the court ruling as a PDF file',
  },
  exportDocx: {
    id: 'courtRuling.export.docx',
    defaultMessage: 'Export Word',
    description: 'Button that downloads the court ruling as a DOCX (Word) file',
  },
  exporting: {
    id: 'courtRuling.export.loading',
    defaultMessage: 'Exporting',
    description: 'Screen-reader text of an export button while the ruling file is prepared',
  },
  exported: {
    id: 'courtRuling.export.done',
    defaultMessage: 'Downloaded',
    description: 'Shown on an export button for a moment after the ruling file was downloaded',
  },
  exportError: {
    id: 'courtRuling.export.error',
    defaultMessage: 'Export failed. Try again.',
    description: 'Toast shown when exporting a court ruling fails',
  },
  noRuling: {
    id: 'courtRuling.noRuling',
    defaultMessage: 'No decision chosen.',
    description: 'Shown at /court-rulings/ without a ruling id',
  },
  details: {
    id: 'courtRuling.details',
    defaultMessage: 'Details',
    description: 'Heading of the list of a ruling’s court, date, parties and other data',
  },
  court: {
    id: 'courtRuling.court',
    defaultMessage: 'Court',
    description: 'Label: the court that decided',
  },
  date: {
    id: 'courtRuling.date',
    defaultMessage: 'Date',
    description: 'Label: date of the decision',
  },
  ecli: {
    id: 'courtRuling.ecli',
    defaultMessage: 'ECLI identifier',
    description: 'Label: European Case Law Identifier',
  },
  president: {
    id: 'courtRuling.president',
    defaultMessage: 'President',
    description: 'Label: president of the court',
  },
  rapporteur: {
    id: 'courtRuling.rapporteur',
    defaultMessage: 'Rapporteur',
    description: 'Label: judge rapporteur',
  },
  decisionDate: {
    id: 'courtRuling.decisionDate',
    defaultMessage: 'Decided on',
    description: 'Label: date the court decided',
  },
  filingDate: {
    id: 'courtRuling.filingDate',
    defaultMessage: 'Filed on',
    description: 'Label: date the decision was filed',
  },
  proceedings: {
    id: 'courtRuling.proceedings',
    defaultMessage: 'Proceedings',
    description: 'Label: kind of proceedings',
  },
  section: {
    id: 'courtRuling.section',
    defaultMessage: 'Section',
    description: 'Label: section of the court',
  },
  subject: {
    id: 'courtRuling.subject',
    defaultMessage: 'Subject matter',
    description: 'Label: subject of the decision',
  },
  formation: {
    id: 'courtRuling.formation',
    defaultMessage: 'Formation',
    description: 'Label: chamber of the court',
  },
  hearingDate: {
    id: 'courtRuling.hearingDate',
    defaultMessage: 'Hearing date',
    description: 'Label: date of the hearing',
  },
  pdfUrl: {
    id: 'courtRuling.pdfUrl',
    defaultMessage: 'Official text (PDF)',
    description: 'Label: link to the official PDF of the decision',
  },
  referringCourt: {
    id: 'courtRuling.referringCourt',
    defaultMessage: 'Referring court',
    description: 'Label: national court that asked for a preliminary ruling',
  },
  source: {
    id: 'courtRuling.source',
    defaultMessage: 'Official source',
    description: 'Link to the official publication of the ruling',
  },
  maxims: {
    id: 'courtRuling.maxims',
    defaultMessage: 'Maxims',
    description: 'Heading of the maxims (massime, headnotes) of a ruling',
  },
  noMaxims: {
    id: 'courtRuling.noMaxims',
    defaultMessage: 'No maxims.',
    description: 'Shown when a ruling has no maxims',
  },
  summary: {
    id: 'courtRuling.summary',
    defaultMessage: 'Summary',
    description: 'Heading of the summary of a ruling',
  },
  operativePart: {
    id: 'courtRuling.operativePart',
    defaultMessage: 'Operative part',
    description: 'Heading of the operative part (dispositivo) of a ruling',
  },
  noOperativePart: {
    id: 'courtRuling.noOperativePart',
    defaultMessage: 'Not available.',
    description: 'Shown when a ruling has no operative part',
  },
  cited: {
    id: 'courtRuling.cited',
    defaultMessage: 'Cited provisions',
    description: 'Heading of the list of provisions a ruling cites',
  },
  noCited: {
    id: 'courtRuling.cited.none',
    defaultMessage: 'None found.',
    description: 'Shown when a ruling has no cited provisions',
  },
  notInCorpus: {
    id: 'courtRuling.cited.notInCorpus',
    defaultMessage: 'not in the corpus',
    description: 'Note beside a cited provision whose law cannot be opened in the viewer',
  },
  attribution: defineMessage<{ attribution: string }>({
    id: 'courtRuling.attribution',
    defaultMessage: 'Source: {attribution}',
    description: 'Attribution line under a ruling (who publishes the text and under which licence)',
  }),
});
