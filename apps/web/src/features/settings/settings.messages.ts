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
  yourDetails: {
    id: 'settings.profile.yourDetails',
    defaultMessage: 'Your details',
    description: 'Heading of the form editing the user’s names',
  },
  firstName: {
    id: 'settings.profile.firstName',
    defaultMessage: 'First name',
    description: 'Profile form field',
  },
  lastName: {
    id: 'settings.profile.lastName',
    defaultMessage: 'Last name',
    description: 'Profile form field',
  },
  emailFixed: {
    id: 'settings.profile.emailFixed',
    defaultMessage: 'Your sign-in address cannot be changed here.',
    description: 'Help under the read-only e-mail field of the profile form',
  },
  organisationDetails: {
    id: 'settings.profile.organisationDetails',
    defaultMessage: 'Your organisation',
    description: 'Heading of the form editing the organisation (owners only)',
  },
  organisationName: {
    id: 'settings.profile.organisationName',
    defaultMessage: 'Organisation name',
    description: 'Profile form field (owners only)',
  },
  companyType: {
    id: 'settings.profile.companyType',
    defaultMessage: 'Type of organisation',
    description: 'Profile form field: the organisation’s company type (owners only)',
  },
  otherCompanyType: {
    id: 'settings.profile.otherCompanyType',
    defaultMessage: 'Describe your organisation',
    description: 'Profile form field shown when the company type is Other',
  },
  required: {
    id: 'settings.profile.required',
    defaultMessage: 'Required',
    description: 'Error under an empty required field of the profile forms',
  },
  save: {
    id: 'settings.profile.save',
    defaultMessage: 'Save',
    description: 'Button saving a profile form',
  },
  saved: {
    id: 'settings.profile.saved',
    defaultMessage: 'Saved',
    description: 'Status after a profile form was saved',
  },
  saveFailed: {
    id: 'settings.profile.saveFailed',
    defaultMessage: 'Could not save. Try again.',
    description: 'Status after saving a profile form failed',
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
