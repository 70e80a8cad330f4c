import {
  organizationSchema,
  type Organization,
  type UpdateOrganizationBody,
} from '../contract/organisations';
import { getApiClient } from '../http/client';

/** GET /organisations/me: the signed-in user's organisation. */
export function getOrganization(signal?: AbortSignal): Promise<Organization> {
  return getApiClient().json('/organisations/me', { schema: organizationSchema, signal });
}

/** PATCH /organisations/me (name, company type, onboarding); the server answers with the updated organisation. */
export function updateOrganization(body: UpdateOrganizationBody): Promise<Organization> {
  return getApiClient().json('/organisations/me', {
    method: 'PATCH',
    body,
    schema: organizationSchema,
  });
}
