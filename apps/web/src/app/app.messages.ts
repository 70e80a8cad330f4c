import { defineMessages } from 'react-intl';

export const appMessages = defineMessages({
  loading: {
    id: 'app.loading',
    defaultMessage: 'Loading…',
    description: 'Screen-reader text while a page or the session loads',
  },
  errorMessage: {
    id: 'app.error.message',
    defaultMessage: 'An error occurred. Please reload the page and try again.',
    description: 'Heading of the screen shown when a page fails',
  },
  errorReload: {
    id: 'app.error.reload',
    defaultMessage: 'Reload',
    description: 'Button on the error screen that reloads the page',
  },
  errorContactSupport: {
    id: 'app.error.contactSupport',
    defaultMessage: 'Contact Support',
    description: 'Button on the error screen that opens the support chat',
  },
  supportChatLocalOnly: {
    id: 'app.supportChat.localOnly',
    defaultMessage:
      'The support chat is only available in production, with a chat provider configured. This build uses the local default, which opens no chat.',
    description:
      'Notice shown when Contact Support is pressed outside production or without a configured support chat provider',
  },
  impersonationExpired: {
    id: 'app.impersonation.expired',
    defaultMessage: 'The impersonation session has expired. You are back in your own account.',
    description:
      'Notice shown to a staff member when the short-lived impersonation token expires and the app returns to their own account',
  },
  notFoundTitle: {
    id: 'app.notFound.title',
    defaultMessage: 'Page not found',
    description: 'Heading of the screen shown for an unknown address',
  },
  notFoundDescription: {
    id: 'app.notFound.description',
    defaultMessage: 'This address does not lead anywhere. We are taking you back to the start.',
    description: 'Sentence under the not-found heading; the app then redirects to the root',
  },
  notFoundHome: {
    id: 'app.notFound.home',
    defaultMessage: 'Go to the start now',
    description: 'Button on the not-found screen that goes to the root at once',
  },
  pagerFirst: {
    id: 'app.pager.first',
    defaultMessage: 'Go to first page',
    description: 'Accessible name of the pager button that goes to the first page',
  },
  pagerLast: {
    id: 'app.pager.last',
    defaultMessage: 'Go to last page',
    description: 'Accessible name of the pager button that goes to the last page',
  },
  pagerNext: {
    id: 'app.pager.next',
    defaultMessage: 'Go to next page',
    description: 'Accessible name of the pager button that goes to the next page',
  },
  pagerPrevious: {
    id: 'app.pager.previous',
    defaultMessage: 'Go to previous page',
    description: 'Accessible name of the pager button that goes to the previous page',
  },
  pagerRowsPerPage: {
    id: 'app.pager.rowsPerPage',
    defaultMessage: 'Rows per page:',
    description: 'Label of the page-size choice of a paged list',
  },
  clear: {
    id: 'app.field.clear',
    defaultMessage: 'Clear',
    description: 'Accessible name of the button that empties a search or choice field',
  },
  close: {
    id: 'app.field.close',
    defaultMessage: 'Close',
    description: 'Accessible name of the button that closes a choice list',
  },
  open: {
    id: 'app.field.open',
    defaultMessage: 'Open',
    description: 'Accessible name of the button that opens a choice list',
  },
  enterpriseOnly: {
    id: 'app.internalNormative.enterpriseOnly',
    defaultMessage: 'The internal normative workspace is available on the Enterprise plan.',
    description: 'Shown when a non-Enterprise organisation opens an internal normative address',
  },
});
