import { useMutation, useQueryClient } from '@tanstack/react-query';

import { organizationQueries } from './queries';
import { updateOrganization } from './requests';

/**
 * PATCH /organisations/me; the reply replaces the cached organisation (so onboarding's
 * `{ companyType, isOnboarded: true }` shows at once), then every organisation query is invalidated.
 */
export function useUpdateOrganization() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateOrganization,
    onSuccess: (organization) => {
      queryClient.setQueryData(
        organizationQueries.detail({ loggedIn: true }).queryKey,
        organization,
      );
      return queryClient.invalidateQueries({ queryKey: organizationQueries.all() });
    },
  });
}
