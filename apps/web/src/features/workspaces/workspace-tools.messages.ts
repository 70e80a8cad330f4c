// Messages of the workspace's assistant tools: improve the prompt, analyse a library file
// (namespace `workspaces`).
import { defineMessage, defineMessages } from 'react-intl';

export const workspaceToolsMessages = defineMessages({
  improve: {
    id: 'workspaces.improve.button',
    defaultMessage: 'Improve',
    description: 'Button under the workspace prompt that asks for an improved version of it',
  },
  improving: {
    id: 'workspaces.improve.loading',
    defaultMessage: 'Improving the prompt',
    description: 'Screen-reader text of the Improve button while the improved prompt streams',
  },
  improvedTitle: {
    id: 'workspaces.improve.title',
    defaultMessage: 'Suggested prompt',
    description: 'Heading of the improved prompt shown under the prompt field',
  },
  improvedWriting: {
    id: 'workspaces.improve.writing',
    defaultMessage: 'Being written…',
    description: 'Shown next to the suggested prompt while it is still arriving',
  },
  improvedTemplate: {
    id: 'workspaces.improve.template',
    defaultMessage:
      'Local template: your prompt, followed by what this workspace holds (no language model configured)',
    description:
      'How the suggested prompt was made when no language model is configured: the user’s prompt kept word for word, then the workspace’s files and acts',
  },
  improvedModel: {
    id: 'workspaces.improve.model',
    defaultMessage: 'Written by the language model',
    description: 'How the suggested prompt was made: the configured language model wrote it',
  },
  useImproved: {
    id: 'workspaces.improve.use',
    defaultMessage: 'Use this prompt',
    description:
      'Button that copies the suggested prompt into the prompt field (saving stays a separate step)',
  },
  discardImproved: {
    id: 'workspaces.improve.discard',
    defaultMessage: 'Discard',
    description: 'Button that throws the suggested prompt away (and stops it while it streams)',
  },
  improvedUsed: {
    id: 'workspaces.improve.used',
    defaultMessage: 'The suggested prompt is in the field: save to keep it.',
    description: 'Toast after the suggested prompt was copied into the field',
  },
  improveFailed: {
    id: 'workspaces.improve.failed',
    defaultMessage: 'The prompt could not be improved. Try again.',
    description: 'Error when improving the prompt failed',
  },
  analyse: {
    id: 'workspaces.analysis.menu',
    defaultMessage: 'Analyse a document',
    description:
      'Button above the library grid that opens the list of files to analyse (summary, obligations, deadlines, references)',
  },
  analyseMenu: {
    id: 'workspaces.analysis.menuLabel',
    defaultMessage: 'Documents to analyse',
    description: 'Accessible name of the menu of files to analyse',
  },
  analyseNotIndexed: {
    id: 'workspaces.analysis.notIndexedItem',
    defaultMessage: 'Not indexed yet',
    description: 'Under a file of the analyse menu that cannot be analysed until it is indexed',
  },
  analyseFailedItem: {
    id: 'workspaces.analysis.failedItem',
    defaultMessage: 'Indexing failed',
    description: 'Under a file of the analyse menu whose indexing failed (it cannot be analysed)',
  },
  analyseCancelledItem: {
    id: 'workspaces.analysis.cancelledItem',
    defaultMessage: 'Indexing cancelled',
    description:
      'Under a file of the analyse menu whose indexing was cancelled (it cannot be analysed)',
  },
  analyseNone: {
    id: 'workspaces.analysis.none',
    defaultMessage: 'No documents on this page',
    description: 'The analyse menu when the library page shows no files',
  },
  close: {
    id: 'workspaces.analysis.close',
    defaultMessage: 'Close',
    description: 'Button that closes the analysis dialog',
  },
  loading: {
    id: 'workspaces.analysis.loading',
    defaultMessage: 'Analysing the document',
    description: 'Screen-reader text while the analysis loads',
  },
  extractive: {
    id: 'workspaces.analysis.extractive',
    defaultMessage:
      'No language model configured: every item below is a sentence quoted from the document, picked by its wording.',
    description: 'Notice at the top of an analysis made without a language model',
  },
  summary: {
    id: 'workspaces.analysis.summary',
    defaultMessage: 'Summary',
    description: 'Heading of the analysis section: summary',
  },
  summaryModel: {
    id: 'workspaces.analysis.summaryModel',
    defaultMessage: 'Written by the language model',
    description: 'Label of the summary the configured language model wrote',
  },
  quoted: {
    id: 'workspaces.analysis.quoted',
    defaultMessage: 'Sentences quoted from the document',
    description: 'Label of a list of sentences quoted word for word from the document',
  },
  obligations: {
    id: 'workspaces.analysis.obligations',
    defaultMessage: 'Obligations',
    description: 'Heading of the analysis section: the duties the document sets',
  },
  deadlines: {
    id: 'workspaces.analysis.deadlines',
    defaultMessage: 'Deadlines',
    description: 'Heading of the analysis section: the time limits the document sets',
  },
  references: {
    id: 'workspaces.analysis.references',
    defaultMessage: 'Legal references',
    description: 'Heading of the analysis section: the laws the document refers to',
  },
  empty: {
    id: 'workspaces.analysis.empty',
    defaultMessage: 'None found in the document.',
    description: 'An analysis section with nothing in it',
  },
  openLaw: {
    id: 'workspaces.analysis.openLaw',
    defaultMessage: 'Open the law',
    description: 'Link from a legal reference to the act in the law viewer',
  },
  notIndexed: {
    id: 'workspaces.analysis.notIndexed',
    defaultMessage: 'This document is not indexed yet: analyse it once its indexing has finished.',
    description: 'Error when the file to analyse is not indexed',
  },
  failed: {
    id: 'workspaces.analysis.failed',
    defaultMessage: 'The document could not be analysed. Try again.',
    description: 'Error when the analysis failed',
  },
  retry: {
    id: 'workspaces.analysis.retry',
    defaultMessage: 'Retry',
    description: 'Button that asks for the analysis again',
  },
  improvedTooLong: defineMessage<{ max: number }>({
    id: 'workspaces.improve.tooLong',
    defaultMessage: 'This prompt is longer than {max} characters: shorten it before saving.',
    description: 'Warning under a suggested prompt longer than the prompt field takes',
  }),
  analyseNamed: defineMessage<{ name: string }>({
    id: 'workspaces.analysis.item',
    defaultMessage: 'Analyse {name}',
    description: 'Accessible name of a file in the analyse menu',
  }),
  title: defineMessage<{ name: string }>({
    id: 'workspaces.analysis.title',
    defaultMessage: 'Analysis of {name}',
    description: 'Title of the analysis dialog',
  }),
  page: defineMessage<{ page: number }>({
    id: 'workspaces.analysis.page',
    defaultMessage: 'p. {page}',
    description: 'The page a quoted sentence is on',
  }),
  passages: defineMessage<{ count: number }>({
    id: 'workspaces.analysis.passages',
    defaultMessage: 'Cited in {count, plural, one {# passage} other {# passages}}',
    description: 'How many passages of the document cite a legal reference',
  }),
});
