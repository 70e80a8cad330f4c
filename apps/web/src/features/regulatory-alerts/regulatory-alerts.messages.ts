import { defineMessages } from 'react-intl';

export const regulatoryAlertsMessages = defineMessages({
  title: {
    id: 'regulatoryAlerts.title',
    defaultMessage: 'Regulatory alerts',
    description: 'Heading of the Regulatory alerts page',
  },
  empty: {
    id: 'regulatoryAlerts.empty',
    defaultMessage: 'New regulatory alerts will be listed here.',
    description: 'Empty state of the Regulatory alerts page until its feature ships',
  },
  settingsEmpty: {
    id: 'regulatoryAlerts.settings.empty',
    defaultMessage: 'These settings are not available yet.',
    description: 'Empty state of the regulatory-alert preferences until their feature ships',
  },
});
