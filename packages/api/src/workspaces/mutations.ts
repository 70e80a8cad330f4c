import { useMutation, useQueryClient } from '@tanstack/react-query';

import { libraryQueries, workspaceQueries } from './queries';
import {
  cancelLibraryDocuments,
  createWorkspace,
  deleteLibraryDocument,
  deleteWorkspace,
  indexLibraryDocuments,
  setWorkspaceMetadata,
  updateWorkspace,
  updateWorkspacePrompt,
} from './requests';

/** POST /organisations/me/workspaces; refreshes the lists and the meter. */
export function useCreateWorkspace() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createWorkspace,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: workspaceQueries.all() }),
  });
}

/** PATCH /workspaces/{id}; the answer replaces the cached workspace, then the lists refresh. */
export function useUpdateWorkspace() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateWorkspace,
    onSuccess: (workspace) => {
      queryClient.setQueryData(workspaceQueries.detail(workspace.id).queryKey, workspace);
      return queryClient.invalidateQueries({ queryKey: workspaceQueries.lists() });
    },
  });
}

/** DELETE /workspaces/{id}; drops everything cached under it, then refreshes lists and meter. */
export function useDeleteWorkspace() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteWorkspace,
    onSuccess: (_nothing, id) => {
      queryClient.removeQueries({ queryKey: workspaceQueries.detail(id).queryKey });
      return queryClient.invalidateQueries({ queryKey: workspaceQueries.all() });
    },
  });
}

/** PATCH /workspaces/{id}/prompt; the answer is the cached prompt. */
export function useUpdateWorkspacePrompt() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateWorkspacePrompt,
    onSuccess: (prompt, { id }) =>
      queryClient.setQueryData(workspaceQueries.prompt(id).queryKey, prompt),
  });
}

/** POST /workspaces/{id}/metadata; the answer is the cached metadata. */
export function useSetWorkspaceMetadata() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setWorkspaceMetadata,
    onSuccess: (metadata, { id }) =>
      queryClient.setQueryData(workspaceQueries.metadata(id).queryKey, metadata),
  });
}

/** POST .../library/documents/index (retry: failed or cancelled files again); refreshes the library. */
export function useIndexLibraryDocuments() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Parameters<typeof indexLibraryDocuments>[0]) => indexLibraryDocuments(body),
    onSuccess: (_progress, { id }) =>
      queryClient.invalidateQueries({ queryKey: libraryQueries.all(id) }),
  });
}

/** POST .../library/documents/cancel; refreshes the library. */
export function useCancelLibraryDocuments() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Parameters<typeof cancelLibraryDocuments>[0]) =>
      cancelLibraryDocuments(body),
    onSuccess: (_progress, { id }) =>
      queryClient.invalidateQueries({ queryKey: libraryQueries.all(id) }),
  });
}

/**
 * DELETE every file of `docIds` (one call each, side by side); the library, the workspace's counts
 * and the meter refresh once all have answered, whether or not some failed.
 */
export function useDeleteLibraryDocuments() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, docIds }: { id: string; docIds: readonly string[] }) => {
      const results = await Promise.allSettled(
        docIds.map((docId) => deleteLibraryDocument({ id, docId })),
      );
      const failed = results.filter((result) => result.status === 'rejected').length;
      if (failed > 0) throw new Error(`${failed} of ${docIds.length} deletions failed`);
    },
    onSettled: (_nothing, _error, { id, docIds }) => {
      for (const docId of docIds) {
        queryClient.removeQueries({ queryKey: libraryQueries.detail(id, docId).queryKey });
      }
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: libraryQueries.lists(id) }),
        queryClient.invalidateQueries({
          queryKey: workspaceQueries.detail(id).queryKey,
          exact: true,
        }),
        queryClient.invalidateQueries({ queryKey: workspaceQueries.meter().queryKey }),
      ]);
    },
  });
}
