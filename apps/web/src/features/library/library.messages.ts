// Messages of the library document page (namespace `library`).
import { defineMessage, defineMessages } from 'react-intl';

export const libraryMessages = defineMessages({
  documentTitle: {
    id: 'library.document.title',
    defaultMessage: 'Library document',
    description: 'Heading of the library document page while it loads',
  },
  notFoundTitle: {
    id: 'library.document.notFoundTitle',
    defaultMessage: 'Document not found',
    description: 'Heading of a library document page whose document does not exist',
  },
  notFound: {
    id: 'library.document.notFound',
    defaultMessage: 'This document does not exist or has been deleted.',
    description: 'Body of a library document page whose document does not exist',
  },
  loadError: {
    id: 'library.document.loadError',
    defaultMessage: 'This document could not be loaded.',
    description: 'Error when a library document could not be loaded',
  },
  retry: {
    id: 'library.document.retry',
    defaultMessage: 'Retry',
    description: 'Button that loads a library document again',
  },
  back: {
    id: 'library.document.back',
    defaultMessage: 'Back to the workspace',
    description: "Link from a library document to its workspace's documents",
  },
  download: {
    id: 'library.document.download',
    defaultMessage: 'Download the original',
    description: 'Button that downloads the uploaded file',
  },
  downloadFailed: {
    id: 'library.document.downloadFailed',
    defaultMessage: 'The file could not be downloaded.',
    description: 'Toast when the download fails',
  },
  details: defineMessage<{ pages: number; passages: number }>({
    id: 'library.document.details',
    defaultMessage:
      '{pages, plural, =0 {No pages} one {# page} other {# pages}} · {passages, plural, one {# passage} other {# passages}}',
    description: "A library document's pages and passages",
  }),
  language: defineMessage<{ language: string }>({
    id: 'library.document.language',
    defaultMessage:
      '{language, select, it {Italian} en {English} fr {French} other {Unknown language}}',
    description: 'The language detected in a library document',
  }),
  notIndexed: defineMessage<{ status: string }>({
    id: 'library.document.notIndexed',
    defaultMessage:
      'This document is not indexed yet ({status}). Its text appears here once indexing is done.',
    description: 'Shown while a library document is not indexed',
  }),
  failed: defineMessage<{ reason: string }>({
    id: 'library.document.failed',
    defaultMessage: 'Indexing failed: {reason}',
    description: "Shown when a library document's indexing failed",
  }),
  page: defineMessage<{ page: number }>({
    id: 'library.document.page',
    defaultMessage: 'Page {page}',
    description: 'Heading of a page of a library document',
  }),
  passageLink: defineMessage<{ position: number }>({
    id: 'library.document.passageLink',
    defaultMessage: 'Link to passage {position}',
    description: "Accessible name of a passage's anchor link",
  }),
  cited: {
    id: 'library.document.cited',
    defaultMessage: 'Cited passage',
    description: 'Label of the passage a citation points to',
  },
  references: {
    id: 'library.document.references',
    defaultMessage: 'References',
    description: "Label of a passage's legal references",
  },
  loadMore: {
    id: 'library.document.loadMore',
    defaultMessage: 'Show more passages',
    description: 'Button that loads the next passages',
  },
  contents: {
    id: 'library.document.contents',
    defaultMessage: 'Passages',
    description: "Accessible name of the document's passages",
  },
});
