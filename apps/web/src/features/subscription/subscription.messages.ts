import { defineMessages } from 'react-intl';

export const subscriptionMessages = defineMessages({
  subscriptionEmpty: {
    id: 'subscription.settings.empty',
    defaultMessage: 'These settings are not available yet.',
    description: 'Empty state of the subscription settings until the billing issue fills them',
  },
  seatsEmpty: {
    id: 'subscription.seats.empty',
    defaultMessage: 'These settings are not available yet.',
    description: 'Empty state of the seats settings until the billing issue fills them',
  },
});
