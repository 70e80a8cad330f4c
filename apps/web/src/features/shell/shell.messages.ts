import { defineMessage, defineMessages } from 'react-intl';

export const shellMessages = defineMessages({
  openSidebar: {
    id: 'shell.sidebar.open',
    defaultMessage: 'Open the menu',
    description: 'Button showing the sidebar',
  },
  closeSidebar: {
    id: 'shell.sidebar.close',
    defaultMessage: 'Close the menu',
    description: 'Button hiding the sidebar',
  },
  skipToContent: {
    id: 'shell.skipToContent',
    defaultMessage: 'Skip to content',
    description:
      'Link, first on every page and shown when focused, that moves focus past the navigation to the page content',
  },
  laws: {
    id: 'shell.nav.laws',
    defaultMessage: 'Laws',
    description: 'Sidebar link to the laws: browse the corpus by source and search it',
  },
  newChat: {
    id: 'shell.newChat',
    defaultMessage: 'New chat',
    description:
      'Sidebar button opening the assistant on an empty question, to start a new conversation',
  },
  recents: {
    id: 'shell.recents',
    defaultMessage: 'Recent',
    description: 'Heading of the sidebar list of the most recent conversations',
  },
  navigation: {
    id: 'shell.sidebar.label',
    defaultMessage: 'Main',
    description: 'Accessible name of the sidebar navigation',
  },
  assistant: {
    id: 'shell.nav.assistant',
    defaultMessage: 'Assistant',
    description: 'Sidebar link to the assistant',
  },
  conversations: {
    id: 'shell.nav.conversations',
    defaultMessage: 'Conversations',
    description: 'Sidebar link to saved conversations',
  },
  workspaces: {
    id: 'shell.nav.workspaces',
    defaultMessage: 'Workspaces',
    description: 'Sidebar link to workspaces',
  },
  internalNormative: {
    id: 'shell.nav.internalNormative',
    defaultMessage: 'Internal normative',
    description: 'Sidebar link to the internal normative workspace (Enterprise)',
  },
  regulatoryAlert: {
    id: 'shell.nav.regulatoryAlert',
    defaultMessage: 'Regulatory alerts',
    description: 'Sidebar link to regulatory alerts',
  },
  explore: {
    id: 'shell.nav.explore',
    defaultMessage: 'Explore',
    description: 'Sidebar link to the explore area',
  },
  discover: {
    id: 'shell.nav.discover',
    defaultMessage: 'Discover',
    description: 'Sidebar link to the discover area',
  },
  settings: {
    id: 'shell.nav.settings',
    defaultMessage: 'Settings',
    description: 'Sidebar link to settings',
  },
  language: {
    id: 'shell.language.label',
    defaultMessage: 'Language',
    description: 'Label of the interface language switcher',
  },
  userMenu: {
    id: 'shell.userMenu.label',
    defaultMessage: 'Account menu',
    description: 'Accessible name of the account menu button',
  },
  signOut: {
    id: 'shell.userMenu.signOut',
    defaultMessage: 'Sign out',
    description: 'Menu item signing the user out',
  },
  stopImpersonating: {
    id: 'shell.userMenu.stopImpersonating',
    defaultMessage: 'Stop impersonating',
    description: 'Menu item that returns a staff member to their own account',
  },
  impersonatingBanner: defineMessage<{ email: string }>({
    id: 'shell.impersonating.banner',
    defaultMessage: 'You are viewing Lexio as {email}.',
    description: 'Banner shown while a staff member impersonates a user',
  }),
  signIn: {
    id: 'shell.signIn',
    defaultMessage: 'Sign in',
    description: 'Link to sign in, shown on pages open to visitors',
  },
  responseReadyTitle: {
    id: 'shell.responseReady.title',
    defaultMessage: 'Response ready! Check it out to continue.',
    description: 'Heading of the card announcing that an assistant response is ready',
  },
  close: {
    id: 'shell.close',
    defaultMessage: 'Close',
    description: 'Accessible name of close buttons (toasts, cards)',
  },
});

export const languageNames = defineMessages({
  it: {
    id: 'shell.language.it',
    defaultMessage: 'Italiano',
    description: 'Name of Italian in the language switcher (in Italian)',
  },
  en: {
    id: 'shell.language.en',
    defaultMessage: 'English',
    description: 'Name of English in the language switcher (in English)',
  },
  fr: {
    id: 'shell.language.fr',
    defaultMessage: 'Français',
    description: 'Name of French in the language switcher (in French)',
  },
});
