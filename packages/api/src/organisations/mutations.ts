import { useMutation, useQueryClient } from '@tanstack/react-query';

import { organisationQueries } from './queries';
import { updateOrganisation } from './requests';

/**
 * PATCH /organisations/me; the reply replaces the cached organisation (so onboarding's
 * `{ companyType, isOnboarded: true }` shows at once), then every organisation query is invalidated.
 */
export function useUpdateOrganisation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateOrganisation,
    onSuccess: (organisation) => {
      queryClient.setQueryData(
        organisationQueries.detail({ loggedIn: true }).queryKey,
        organisation,
      );
      return queryClient.invalidateQueries({ queryKey: organisationQueries.all() });
    },
  });
}
