import { defineMessages } from 'react-intl';

export const workspacesMessages = defineMessages({
  listTitle: {
    id: 'workspaces.list.title',
    defaultMessage: 'Workspaces',
    description: 'Heading of the workspaces list',
  },
  listEmpty: {
    id: 'workspaces.list.empty',
    defaultMessage: 'Workspaces hold your documents and prompts. None yet.',
    description: 'Empty state of the workspaces list',
  },
  workspaceTitle: {
    id: 'workspaces.workspace.title',
    defaultMessage: 'Workspace',
    description: 'Heading of a workspace page',
  },
  workspaceEmpty: {
    id: 'workspaces.workspace.empty',
    defaultMessage: 'This workspace has no documents yet.',
    description: 'Empty state of a workspace',
  },
  internalNormativeTitle: {
    id: 'workspaces.internalNormative.title',
    defaultMessage: 'Internal normative',
    description: 'Heading of the internal normative workspace pages',
  },
});
