// Messages of the inactive-user dialog. They are in the `assistant` namespace: the suggested
// questions open /assistant?promptFromTranslationKey=<id>, which reads them from that catalogue.
import { defineMessage, defineMessages } from 'react-intl';

export const inactivityMessages = defineMessages({
  title: {
    id: 'assistant.inactive.title',
    defaultMessage: 'Not sure where to start?',
    description: 'Title of the dialog shown to a free-credit user who has been inactive',
  },
  intro: {
    id: 'assistant.inactive.intro',
    defaultMessage:
      'Lexio answers from the law and cites its sources. Pick a question to try, or write your own.',
    description: 'Text of the inactive-user dialog, above the suggested questions',
  },
  credits: defineMessage<{ count: number }>({
    id: 'assistant.inactive.credits',
    defaultMessage:
      '{count, plural, =0 {You have used all your free questions.} one {You have # free question left.} other {You have # free questions left.}}',
    description: 'How many free questions the organisation has left, in the inactive-user dialog',
  }),
  suggestionsLabel: {
    id: 'assistant.inactive.suggestionsLabel',
    defaultMessage: 'Suggested questions',
    description: 'Accessible name of the list of suggested questions',
  },
  plans: {
    id: 'assistant.inactive.plans',
    defaultMessage: 'See the plans',
    description: 'Link from the inactive-user dialog to the plans page',
  },
  dismiss: {
    id: 'assistant.inactive.dismiss',
    defaultMessage: 'Not now',
    description: 'Button closing the inactive-user dialog',
  },
});

/** Suggested questions (shared with the new chat's page). */
export { suggestedQuestions } from '../../lib/suggestions/suggestions.messages';
