import { defineMessages } from 'react-intl';

export const promptLibraryMessages = defineMessages({
  discoverTitle: {
    id: 'promptLibrary.discover.title',
    defaultMessage: 'Discover',
    description: 'Heading of the Discover page',
  },
  discoverEmpty: {
    id: 'promptLibrary.discover.empty',
    defaultMessage: 'Prompts and use cases to discover will appear here.',
    description: 'Empty state of the Discover page until its feature ships',
  },
  exploreTitle: {
    id: 'promptLibrary.explore.title',
    defaultMessage: 'Explore',
    description: 'Heading of the Explore page',
  },
  exploreEmpty: {
    id: 'promptLibrary.explore.empty',
    defaultMessage: 'Legal sources to explore will appear here.',
    description: 'Empty state of the Explore page until its feature ships',
  },
});
