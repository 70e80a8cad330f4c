import { useMutation, useQueryClient } from '@tanstack/react-query';

import { organisationQueries } from '../organisations/queries';
import { meQueries } from './queries';
import { deleteUser, updateMe } from './requests';

/** PATCH /users/me; the reply replaces the cached user, then every `me` query is invalidated. */
export function useUpdateMe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMe,
    onSuccess: (me) => {
      queryClient.setQueryData(meQueries.detail({ loggedIn: true }).queryKey, me);
      return queryClient.invalidateQueries({ queryKey: meQueries.all() });
    },
  });
}

/** DELETE /users/{id}; invalidates everything cached under the organisation (its user lists and seat counts). */
export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: organisationQueries.all() }),
  });
}
