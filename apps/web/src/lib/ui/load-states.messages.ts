import { defineMessages } from 'react-intl';

/** Messages of the viewer pages' shared states (namespace `viewer`, loaded by those routes). */
export const loadStatesMessages = defineMessages({
  loading: {
    id: 'viewer.loading',
    defaultMessage: 'Loading',
    description: 'Screen-reader text of the spinner while a law, a ruling or a document loads',
  },
  notFound: {
    id: 'viewer.notFound',
    defaultMessage: 'Not in the corpus.',
    description: 'Shown when the laws service has no document or ruling with the id of the address',
  },
  loadError: {
    id: 'viewer.loadError',
    defaultMessage: 'Loading failed.',
    description: 'Shown when loading a document fails for another reason than not found',
  },
  retry: {
    id: 'viewer.retry',
    defaultMessage: 'Try again',
    description: 'Button that loads the document again after an error',
  },
});
