import { keepPreviousData, queryOptions } from '@tanstack/react-query';

import { resourceKeys } from '../query/resource-keys';
import {
  getWorkspace,
  getWorkspaceMeter,
  getWorkspaces,
  type WorkspaceListParams,
} from './requests';

const keys = resourceKeys('workspaces');

/**
 * Query keys and options of the organisation's workspaces: the pages of the list, one workspace
 * (its library documents belong under its detail key) and the workspace meter, all under
 * `workspaceQueries.all()` so creating or deleting a workspace refreshes every one of them.
 */
export const workspaceQueries = {
  all: keys.all,
  lists: keys.lists,
  list: (params: WorkspaceListParams = {}) =>
    queryOptions({
      queryKey: keys.list(params),
      queryFn: ({ signal }) => getWorkspaces(params, signal),
      placeholderData: keepPreviousData,
    }),
  details: keys.details,
  detail: (id: string) =>
    queryOptions({
      queryKey: keys.detail(id),
      queryFn: ({ signal }) => getWorkspace(id, signal),
    }),
  meter: () =>
    queryOptions({
      queryKey: [...keys.all(), 'meter'] as const,
      queryFn: ({ signal }) => getWorkspaceMeter(signal),
    }),
};
