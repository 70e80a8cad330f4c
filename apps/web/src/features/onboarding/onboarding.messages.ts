import { defineMessage, defineMessages } from 'react-intl';

export const onboardingMessages = defineMessages({
  title: {
    id: 'onboarding.title',
    defaultMessage: 'Answers grounded on the law, in seconds',
    description: 'Heading on the right side of the onboarding screen, above the carousel',
  },
  step: defineMessage<{ current: number; total: number }>({
    id: 'onboarding.step',
    defaultMessage: 'Step {current} of {total}',
    description: 'Progress of the onboarding, e.g. Step 1 of 2',
  }),
  companyTypeHeading: {
    id: 'onboarding.companyType.heading',
    defaultMessage: 'What kind of organisation do you work for?',
    description: 'Question of the onboarding company type step',
  },
  otherLabel: {
    id: 'onboarding.companyType.otherLabel',
    defaultMessage: 'Your type of organisation',
    description: 'Label of the free-text field shown when Other is chosen',
  },
  phoneHeading: {
    id: 'onboarding.phone.heading',
    defaultMessage: 'What number can we reach you at?',
    description: 'Question of the onboarding phone step',
  },
  phoneLabel: {
    id: 'onboarding.phone.label',
    defaultMessage: 'Phone number',
    description: 'Label of the onboarding phone field',
  },
  phoneHelp: {
    id: 'onboarding.phone.help',
    defaultMessage: 'We only call about your account.',
    description: 'Helper text under the phone field while it is valid',
  },
  continue: {
    id: 'onboarding.continue',
    defaultMessage: 'Continue',
    description: 'Button that moves to the next onboarding step or completes it',
  },
  back: {
    id: 'onboarding.back',
    defaultMessage: 'Back',
    description: 'Button that returns to the previous onboarding step',
  },
  saveFailed: {
    id: 'onboarding.saveFailed',
    defaultMessage: 'We could not save your answers. Please try again.',
    description: 'Error shown when completing the onboarding fails',
  },
  carouselLabel: {
    id: 'onboarding.carousel.label',
    defaultMessage: 'Examples of questions answered by Lexio',
    description: 'Accessible name of the onboarding carousel',
  },
  carouselGoTo: defineMessage<{ n: number }>({
    id: 'onboarding.carousel.goTo',
    defaultMessage: 'Show example {n}',
    description: 'Accessible name of a carousel dot',
  }),
  carouselSlide: defineMessage<{ n: number; total: number }>({
    id: 'onboarding.carousel.slide',
    defaultMessage: '{n} of {total}',
    description: 'Accessible name of a carousel slide',
  }),
  carouselDots: {
    id: 'onboarding.carousel.dots',
    defaultMessage: 'Choose an example',
    description: 'Accessible name of the group of carousel dots',
  },
  carouselPause: {
    id: 'onboarding.carousel.pause',
    defaultMessage: 'Pause the examples',
    description: 'Accessible name of the button stopping the carousel',
  },
  carouselPlay: {
    id: 'onboarding.carousel.play',
    defaultMessage: 'Play the examples',
    description: 'Accessible name of the button resuming the carousel',
  },
  qa1: {
    id: 'onboarding.carousel.qa1',
    defaultMessage: 'Can a landlord raise the rent during a residential lease?',
    description: 'Alternative text of the first carousel image (its question)',
  },
  qa2: {
    id: 'onboarding.carousel.qa2',
    defaultMessage: 'What must a GDPR data breach notification include?',
    description: 'Alternative text of the second carousel image (its question)',
  },
  qa3: {
    id: 'onboarding.carousel.qa3',
    defaultMessage: 'When does a limited company director become personally liable?',
    description: 'Alternative text of the third carousel image (its question)',
  },
});

/** The company type options' names (shared with the profile settings). */
export { companyTypeMessages } from '../../lib/company-type/company-type.messages';
