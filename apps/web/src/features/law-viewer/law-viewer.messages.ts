import { defineMessage, defineMessages, type MessageTag } from 'react-intl';

/** Values of a status notice: `link` wraps the name of the decision or act in its link. */
type StatusValues = {
  partial: 'true' | 'false';
  scope: string;
  by: string;
  date: string;
  link: MessageTag;
};

export const lawViewerMessages = defineMessages({
  noDocument: {
    id: 'lawViewer.noDocument',
    defaultMessage: 'No document chosen.',
    description: 'Shown at /documents/ without a document id',
  },
  source: {
    id: 'lawViewer.source',
    defaultMessage: 'Official source',
    description: 'Link to the official publication of the law',
  },
  tocTitle: {
    id: 'lawViewer.toc.title',
    defaultMessage: 'Contents',
    description: 'Heading of the table of contents beside a law',
  },
  tocEmpty: {
    id: 'lawViewer.toc.empty',
    defaultMessage: 'No table of contents.',
    description: 'Shown instead of the tree when a law has no divisions or articles',
  },
  textEmpty: {
    id: 'lawViewer.text.empty',
    defaultMessage: 'No text in this language.',
    description: 'Shown when the text of a law is empty',
  },
  languageLabel: {
    id: 'lawViewer.language.label',
    defaultMessage: 'Language of the text',
    description: 'Accessible name of the buttons that switch the language of a law',
  },
  searchLabel: {
    id: 'lawViewer.search.label',
    defaultMessage: 'Find in the document',
    description: 'Label of the field that finds text within the law being read',
  },
  searchNext: {
    id: 'lawViewer.search.next',
    defaultMessage: 'Next match',
    description: 'Button that moves to the next match of the in-document search',
  },
  searchPrevious: {
    id: 'lawViewer.search.previous',
    defaultMessage: 'Previous match',
    description: 'Button that moves to the previous match of the in-document search',
  },
  searchCount: defineMessage<{ current: number; total: number | string }>({
    id: 'lawViewer.search.count',
    defaultMessage: '{current} of {total}',
    description: 'Position of the current match among all matches of the in-document search',
  }),
  searchNone: {
    id: 'lawViewer.search.none',
    defaultMessage: 'No matches',
    description: 'Shown when the in-document search finds nothing',
  },
  exportScope: {
    id: 'lawViewer.export.scope',
    defaultMessage: 'Part to export',
    description: 'Label of the choice between exporting the whole law or the current article',
  },
  exportWhole: {
    id: 'lawViewer.export.whole',
    defaultMessage: 'Whole document',
    description: 'Export choice: the whole law',
  },
  exportArticle: defineMessage<{ article: string }>({
    id: 'lawViewer.export.article',
    defaultMessage: '{article} only',
    description: 'Export choice: only the article being read, e.g. "Article 17 only"',
  }),
  exportPdf: {
    id: 'lawViewer.export.pdf',
    defaultMessage: 'Export PDF',
    description: 'Button that downloads the law as a PDF file',
  },
  exportDocx: {
    id: 'lawViewer.export.docx',
    defaultMessage: 'Export Word',
    description: 'Button that downloads the law as a DOCX (Word) file',
  },
  exporting: {
    id: 'lawViewer.export.loading',
    defaultMessage: 'Exporting',
    description: 'Screen-reader text of an export button while the file is prepared',
  },
  exported: {
    id: 'lawViewer.export.done',
    defaultMessage: 'Downloaded',
    description: 'Shown on an export button for a moment after the file was downloaded',
  },
  exportError: {
    id: 'lawViewer.export.error',
    defaultMessage: 'Export failed. Try again.',
    description: 'Toast shown when exporting a law or a comparison fails',
  },
  compareOpen: {
    id: 'lawViewer.compare.open',
    defaultMessage: 'Compare',
    description: 'Button that opens the choice of what to compare the law with',
  },
  compareTitle: {
    id: 'lawViewer.compare.title',
    defaultMessage: 'Compare side by side',
    description: 'Title of the dialog that chooses what to compare the law with',
  },
  compareWithLanguage: {
    id: 'lawViewer.compare.withLanguage',
    defaultMessage: 'Another language',
    description: 'Option: compare the law with one of its other language versions',
  },
  compareWithDocument: {
    id: 'lawViewer.compare.withDocument',
    defaultMessage: 'Another document',
    description: 'Option: compare the law with another law',
  },
  compareLanguage: {
    id: 'lawViewer.compare.language',
    defaultMessage: 'Language',
    description: 'Label of the language to compare with',
  },
  compareDocument: {
    id: 'lawViewer.compare.document',
    defaultMessage: 'Document',
    description: 'Label of the field choosing the other law to compare with',
  },
  compareCancel: {
    id: 'lawViewer.compare.cancel',
    defaultMessage: 'Cancel',
    description: 'Closes the compare dialog without comparing',
  },
  compareSubmit: {
    id: 'lawViewer.compare.submit',
    defaultMessage: 'Show side by side',
    description: 'Confirms the compare dialog and shows both texts side by side',
  },
  compareClose: {
    id: 'lawViewer.compare.close',
    defaultMessage: 'Close comparison',
    description: 'Leaves the side-by-side view and shows the single text again',
  },
  comparePane: defineMessage<{ title: string; language: string }>({
    id: 'lawViewer.compare.pane',
    defaultMessage: '{title} ({language})',
    description: 'Heading and accessible name of one side of a comparison',
  }),
  compareExportPdf: {
    id: 'lawViewer.compare.exportPdf',
    defaultMessage: 'Export comparison PDF',
    description: 'Button that downloads the side-by-side comparison as a PDF file',
  },
  statusUnconstitutional: defineMessage<StatusValues>({
    id: 'lawViewer.status.unconstitutional',
    defaultMessage:
      'Declared unconstitutional{partial, select, true { in part} other {}}{scope, select, none {} other { ({scope})}} by <link>{by}</link>{date, select, none {} other {, {date}}}.',
    description:
      'Notice on an article a Constitutional Court decision struck; {scope} is the part as the Italian text names it ("terzo comma"), {by} the decision ("Corte cost., sent. n. 148/2024"), {date} its date; <link> opens the decision',
  }),
  statusRepealed: defineMessage<StatusValues>({
    id: 'lawViewer.status.repealed',
    defaultMessage:
      'Repealed{scope, select, none {} other { ({scope})}} by <link>{by}</link>{date, select, none {} other {, {date}}}.',
    description:
      'Notice on an article a later act repealed (wholly or the paragraphs in {scope}); {by} names the act; <link> opens it at the repealing article',
  }),
  statusReplaced: defineMessage<StatusValues>({
    id: 'lawViewer.status.replaced',
    defaultMessage:
      'Replaced{scope, select, none {} other { ({scope})}} by <link>{by}</link>{date, select, none {} other {, {date}}}.',
    description:
      'Notice on an article whose text (or the paragraphs in {scope}) a later act replaced; {by} names the act; <link> opens it at the replacing article',
  }),
  statusLire: {
    id: 'lawViewer.status.lire',
    defaultMessage:
      'Some amounts in this article are stated in lire, as in the source text, which gives no conversion into euro (1 euro = 1,936.27 lire); later laws may have changed them.',
    description:
      'Notice on an article of an Italian code whose fines or sums are still written in lire in the source',
  },
  compareExportDocx: {
    id: 'lawViewer.compare.exportDocx',
    defaultMessage: 'Export comparison Word',
    description: 'Button that downloads the side-by-side comparison as a DOCX (Word) file',
  },
});
