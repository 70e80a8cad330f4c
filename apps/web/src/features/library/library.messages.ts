import { defineMessages } from 'react-intl';

export const libraryMessages = defineMessages({
  documentTitle: {
    id: 'library.document.title',
    defaultMessage: 'Library document',
    description: 'Heading of the Library document page',
  },
  documentEmpty: {
    id: 'library.document.empty',
    defaultMessage: 'The workspace library document will appear here.',
    description: 'Empty state of the Library document page until its feature ships',
  },
});
