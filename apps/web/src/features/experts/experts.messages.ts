import { defineMessages } from 'react-intl';

export const expertsMessages = defineMessages({
  settingsEmpty: {
    id: 'experts.settings.empty',
    defaultMessage: 'These settings are not available yet.',
    description: 'Empty state of the experts settings until their feature ships',
  },
});
