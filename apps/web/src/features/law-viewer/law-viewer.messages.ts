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
  euAuthority: {
    id: 'lawViewer.header.euAuthority',
    defaultMessage: 'European Parliament and Council of the European Union',
    description: 'Issuing authority of an EU regulation or directive, in the law viewer’s header',
  },
  euCopyright: {
    id: 'lawViewer.footer.euCopyright',
    defaultMessage:
      '© European Union, https://eur-lex.europa.eu (reuse under Commission Decision 2011/833/EU)',
    description:
      'Copyright line under an EU act in the law viewer; keep the address and the decision number as they are',
  },
  jsonBy: defineMessage<{ who: string }>({
    id: 'lawViewer.footer.jsonBy',
    defaultMessage: 'JSON by {who}',
    description:
      'Credit for the structured data of a document, after its copyright line, e.g. "JSON by Ansvar Systems (Apache-2.0)"',
  }),
  originalTitleLanguage: {
    id: 'lawViewer.header.titleInEnglish',
    defaultMessage: 'Official title (in English)',
    description:
      'Said before an EU act’s long title, which Lexio holds in English only, when the interface is in another language',
  },
  compareSearching: {
    id: 'lawViewer.compare.searching',
    defaultMessage: 'Searching…',
    description: 'Shown in the document list of the compare dialog while the search runs',
  },
  compareNoDocument: {
    id: 'lawViewer.compare.noDocument',
    defaultMessage: 'No document has these words in its title',
    description: 'Shown in the document list of the compare dialog when nothing matches',
  },
  compareDocumentPlaceholder: {
    id: 'lawViewer.compare.documentPlaceholder',
    defaultMessage: 'e.g. Codice civile, AI Act, 2016/679',
    description: 'Placeholder of the document field of the compare dialog',
  },
  lawsTitle: {
    id: 'lawViewer.laws.title',
    defaultMessage: 'Laws',
    description: 'Heading of the laws page (browse and search the corpus)',
  },
  lawsSearchLabel: {
    id: 'lawViewer.laws.search.label',
    defaultMessage: 'Search the laws',
    description: 'Label of the search field of the laws page',
  },
  lawsSearchHelp: {
    id: 'lawViewer.laws.search.help',
    defaultMessage: 'Words of a title (“Codice civile”, “2016/679”) or of the text (“privacy”)',
    description: 'Hint under the search field of the laws page',
  },
  lawsSources: {
    id: 'lawViewer.laws.sources',
    defaultMessage: 'Source',
    description: 'Accessible name of the group of source filters on the laws page',
  },
  lawsSourceAll: {
    id: 'lawViewer.laws.source.all',
    defaultMessage: 'All sources',
    description: 'Filter chip: every source of the corpus',
  },
  lawsSourceEuLegislation: {
    id: 'lawViewer.laws.source.euLegislation',
    defaultMessage: 'EU legislation',
    description: 'Filter chip: regulations and directives of the EU',
  },
  lawsSourceItLegislation: {
    id: 'lawViewer.laws.source.itLegislation',
    defaultMessage: 'Italian legislation',
    description: 'Filter chip: Italian codes, laws and decrees',
  },
  lawsSourceItRulings: {
    id: 'lawViewer.laws.source.itRulings',
    defaultMessage: 'Italian courts',
    description: 'Filter chip: Corte costituzionale and Cassazione decisions',
  },
  lawsSourceEuRulings: {
    id: 'lawViewer.laws.source.euRulings',
    defaultMessage: 'Court of Justice of the EU',
    description: 'Filter chip: CJEU judgments',
  },
  lawsSourceGazette: {
    id: 'lawViewer.laws.source.gazette',
    defaultMessage: 'Official Gazette (Italy)',
    description: 'Filter chip: recent acts of the Gazzetta Ufficiale',
  },
  lawsDocumentsHeading: {
    id: 'lawViewer.laws.documents.heading',
    defaultMessage: 'Documents',
    description: 'Heading of the list of documents on the laws page',
  },
  lawsDocumentsCount: defineMessage<{ count: number }>({
    id: 'lawViewer.laws.documents.count',
    defaultMessage:
      '{count, plural, =0 {No document matches} one {# document} other {# documents}}',
    description: 'How many documents the laws page lists',
  }),
  lawsMore: {
    id: 'lawViewer.laws.more',
    defaultMessage: 'Show more',
    description: 'Button that lists more documents on the laws page',
  },
  lawsProvisionsHeading: defineMessage<{ q: string }>({
    id: 'lawViewer.laws.provisions.heading',
    defaultMessage: 'Provisions that mention “{q}”',
    description: 'Heading of the provision search results on the laws page',
  }),
  lawsProvisionsNone: {
    id: 'lawViewer.laws.provisions.none',
    defaultMessage: 'No provision mentions these words.',
    description: 'Shown when the provision search finds nothing',
  },
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
