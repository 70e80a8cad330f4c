import { useMutation, useQueryClient } from '@tanstack/react-query';

import { assistantQueries } from './queries';
import { deleteConversation, renameConversation, revokeShare, shareConversation } from './requests';

/** PATCH /conversations/{id}; refreshes the lists and the thread. */
export function useRenameConversation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: renameConversation,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: assistantQueries.all() }),
  });
}

/** DELETE /conversations/{id}; drops the thread from the cache and refreshes the lists. */
export function useDeleteConversation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteConversation,
    onSuccess: (_nothing, id) => {
      queryClient.removeQueries({ queryKey: assistantQueries.detail(id).queryKey });
      return queryClient.invalidateQueries({ queryKey: assistantQueries.lists() });
    },
  });
}

/** POST /assistant/{id}/share; the link is written into the cached thread, then everything refreshes. */
export function useShareConversation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: shareConversation,
    onSuccess: (share, id) => {
      queryClient.setQueryData(assistantQueries.detail(id).queryKey, (thread) =>
        thread ? { ...thread, shared: true, share } : thread,
      );
      return queryClient.invalidateQueries({ queryKey: assistantQueries.all() });
    },
  });
}

/** DELETE /assistant/{id}/share; the link stops working at once. */
export function useRevokeShare() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeShare,
    onSuccess: (_nothing, id) => {
      queryClient.setQueryData(assistantQueries.detail(id).queryKey, (thread) =>
        thread ? { ...thread, shared: false, share: null } : thread,
      );
      return queryClient.invalidateQueries({ queryKey: assistantQueries.all() });
    },
  });
}
