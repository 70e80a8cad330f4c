// The internal normative page's words (namespace `workspaces`, loaded with its route, not at sign-in).
import { defineMessages } from 'react-intl';

export const internalNormativeMessages = defineMessages({
  internalNormativeTitle: {
    id: 'workspaces.internalNormativePage.title',
    defaultMessage: 'Internal normative',
    description: 'Heading of the internal normative page',
  },
  internalNormativeNotSetUp: {
    id: 'workspaces.internalNormativePage.notSetUp',
    defaultMessage:
      'Your organisation’s internal rules (policies, procedures, codes of conduct) will be here, for the assistant to answer from them beside the law. This workspace is being prepared for your organisation.',
    description:
      'Internal normative page of an Enterprise organisation whose workspace does not exist yet',
  },
  internalNormativeReady: {
    id: 'workspaces.internalNormativePage.ready',
    defaultMessage:
      'Your organisation’s internal rules, for the assistant to answer from them beside the law.',
    description: 'Internal normative page when the workspace exists',
  },
  internalNormativeOpen: {
    id: 'workspaces.internalNormativePage.open',
    defaultMessage: 'Open the internal normative workspace',
    description: 'Button from the internal normative page to its workspace',
  },
});
