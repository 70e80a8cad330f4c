// Questions to start from, offered on the new chat's page and in the inactive-user dialog. They are
// in the `assistant` namespace: a suggestion can also open /assistant?promptFromTranslationKey=<id>,
// which reads it from that catalogue.
import { defineMessages } from 'react-intl';

/** Suggested questions: each id is also a promptFromTranslationKey for /assistant. */
export const suggestedQuestions = defineMessages({
  dataBreach: {
    id: 'assistant.suggestion.dataBreach',
    defaultMessage:
      'Within how many hours must a personal data breach be notified to the supervisory authority?',
    description: 'Suggested question about GDPR art. 33',
  },
  erasure: {
    id: 'assistant.suggestion.erasure',
    defaultMessage: 'When does a person have the right to have their personal data erased?',
    description: 'Suggested question about GDPR art. 17',
  },
  fines: {
    id: 'assistant.suggestion.fines',
    defaultMessage: 'How high can administrative fines for infringing the GDPR be?',
    description: 'Suggested question about GDPR art. 83',
  },
});
