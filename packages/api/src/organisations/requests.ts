import {
  organisationSchema,
  type Organisation,
  type UpdateOrganisationBody,
} from '../contract/organisations';
import { getApiClient } from '../http/client';

/** GET /organisations/me: the signed-in user's organisation. */
export function getOrganisation(signal?: AbortSignal): Promise<Organisation> {
  return getApiClient().json('/organisations/me', { schema: organisationSchema, signal });
}

/** PATCH /organisations/me (name, company type, onboarding); the server answers with the updated organisation. */
export function updateOrganisation(body: UpdateOrganisationBody): Promise<Organisation> {
  return getApiClient().json('/organisations/me', {
    method: 'PATCH',
    body,
    schema: organisationSchema,
  });
}
