// Messages of the search of a workspace's documents from its chat (namespace `workspaces`).
import { defineMessage, defineMessages } from 'react-intl';

export const workspaceSearchMessages = defineMessages({
  open: {
    id: 'workspaces.search.open',
    defaultMessage: 'Search the documents',
    description:
      'Button next to the question field of a workspace chat that opens the search of its documents',
  },
  title: {
    id: 'workspaces.search.title',
    defaultMessage: 'Search the workspace’s documents',
    description: 'Title of the dialog searching the indexed documents of a workspace',
  },
  field: {
    id: 'workspaces.search.field',
    defaultMessage: 'Words or phrase',
    description: 'Label of the search field in the workspace document search dialog',
  },
  hint: {
    id: 'workspaces.search.hint',
    defaultMessage:
      'Searches the indexed documents in their own language. Put a phrase in quotes, exclude a word with a minus sign.',
    description: 'Helper text under the workspace document search field',
  },
  searching: {
    id: 'workspaces.search.searching',
    defaultMessage: 'Searching',
    description: 'Screen-reader text while the workspace document search runs',
  },
  results: defineMessage<{ count: number }>({
    id: 'workspaces.search.results',
    defaultMessage: '{count, plural, =0 {No passage matches.} one {# passage} other {# passages}}',
    description: 'How many passages the workspace document search found (announced politely)',
  }),

  noResults: defineMessage<{ query: string }>({
    id: 'workspaces.search.noResults',
    defaultMessage:
      'No passage of the indexed documents holds “{query}”. Try other words, or ask the assistant in another language.',
    description: 'Shown when the workspace document search finds nothing',
  }),

  failed: {
    id: 'workspaces.search.failed',
    defaultMessage: 'The search did not complete. Try again in a moment.',
    description: 'Shown when the workspace document search request fails',
  },
  place: defineMessage<{ label: string; position: number; page: string }>({
    id: 'workspaces.search.place',
    defaultMessage:
      '{label, select, none {Passage {position}} other {{label}}}{page, select, none {} other {, page {page}}}',
    description:
      'Where a found passage is in its document: its clause label (or passage number) and page',
  }),

  openPassage: defineMessage<{ name: string }>({
    id: 'workspaces.search.openPassage',
    defaultMessage: 'Open {name} at this passage',
    description: 'Accessible name of a search result link that opens the document viewer',
  }),

  close: {
    id: 'workspaces.search.close',
    defaultMessage: 'Close',
    description: 'Button closing the workspace document search dialog',
  },
});
