import { defineMessage, defineMessages } from 'react-intl';

export const settingsMessages = defineMessages({
  title: {
    id: 'settings.title',
    defaultMessage: 'Settings',
    description: 'Heading of the settings pages',
  },
  tabs: {
    id: 'settings.tabs',
    defaultMessage: 'Settings sections',
    description: 'Accessible name of the settings tabs',
  },
  profile: { id: 'settings.profile', defaultMessage: 'Profile', description: 'Settings tab' },
  notifications: {
    id: 'settings.notifications',
    defaultMessage: 'Notifications',
    description: 'Settings tab',
  },
  subscription: {
    id: 'settings.subscription',
    defaultMessage: 'Subscription',
    description: 'Settings tab',
  },
  seats: { id: 'settings.seats', defaultMessage: 'Seats', description: 'Settings tab' },
  regulatoryAlert: {
    id: 'settings.regulatoryAlert',
    defaultMessage: 'Regulatory alerts',
    description: 'Settings tab',
  },
  experts: { id: 'settings.experts', defaultMessage: 'Experts', description: 'Settings tab' },
  sectionEmpty: {
    id: 'settings.sectionEmpty',
    defaultMessage: 'These settings are not available yet.',
    description: 'Empty state of the notification settings until a later release fills them',
  },
  name: { id: 'settings.profile.name', defaultMessage: 'Name', description: 'Profile field label' },
  email: {
    id: 'settings.profile.email',
    defaultMessage: 'Email',
    description: 'Profile field label',
  },
  role: { id: 'settings.profile.role', defaultMessage: 'Role', description: 'Profile field label' },
  roleOwner: {
    id: 'settings.profile.role.owner',
    defaultMessage: 'Owner',
    description: 'Role of the user who owns the organisation',
  },
  roleAdmin: {
    id: 'settings.profile.role.admin',
    defaultMessage: 'Administrator',
    description: 'Role of an administrator of the organisation',
  },
  roleMember: {
    id: 'settings.profile.role.member',
    defaultMessage: 'Member',
    description: 'Role of a member of the organisation',
  },
  organisation: {
    id: 'settings.profile.organisation',
    defaultMessage: 'Organisation',
    description: 'Profile field label',
  },
  memberSince: {
    id: 'settings.profile.memberSince',
    defaultMessage: 'Member since',
    description: 'Profile field label',
  },
  about: {
    id: 'settings.about',
    defaultMessage: 'About',
    description: 'Heading of the about box in the profile settings',
  },
  flagsLocal: {
    id: 'settings.about.flagsLocal',
    defaultMessage: 'Feature flags: local (served by Lexio server)',
    description: 'Names the feature-flag source when no LaunchDarkly id is configured',
  },
  flagsLaunchDarkly: {
    id: 'settings.about.flagsLaunchDarkly',
    defaultMessage: 'Feature flags: LaunchDarkly',
    description: 'Names the feature-flag source when LaunchDarkly is configured',
  },
  version: defineMessage<{ version: string }>({
    id: 'settings.about.version',
    defaultMessage: 'Version {version}',
    description: 'App version in the about box',
  }),
});
