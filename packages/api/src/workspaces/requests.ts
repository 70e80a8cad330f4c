import {
  workspaceMeterSchema,
  workspacePageSchema,
  workspaceSchema,
  type Workspace,
  type WorkspaceMeter,
  type WorkspacePage,
  type WorkspacesFilterBody,
} from '../contract/workspaces';
import { getApiClient } from '../http/client';

/** The workspaces list's parameters as the client sends them: the page and the filter body. */
export type WorkspaceListParams = NonNullable<WorkspacesFilterBody> & {
  limit?: number;
  offset?: number;
};

/** POST /organisations/me/workspaces/filter?limit&offset: one page of the organisation's workspaces. */
export function getWorkspaces(
  { limit, offset, ...filter }: WorkspaceListParams = {},
  signal?: AbortSignal,
): Promise<WorkspacePage> {
  return getApiClient().json('/organisations/me/workspaces/filter', {
    method: 'POST',
    query: { limit, offset },
    body: { q: filter.q || undefined },
    schema: workspacePageSchema,
    signal,
  });
}

/** GET /workspaces/{id}: one workspace of the organisation. */
export function getWorkspace(id: string, signal?: AbortSignal): Promise<Workspace> {
  return getApiClient().json(`/workspaces/${encodeURIComponent(id)}`, {
    schema: workspaceSchema,
    signal,
  });
}

/** GET /organisations/me/meterWorkspaces: workspaces and documents used against the plan's limits. */
export function getWorkspaceMeter(signal?: AbortSignal): Promise<WorkspaceMeter> {
  return getApiClient().json('/organisations/me/meterWorkspaces', {
    schema: workspaceMeterSchema,
    signal,
  });
}
