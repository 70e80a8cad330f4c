import { featureFlagsSchema, type FeatureFlags } from '../contract/flags';
import { getApiClient } from '../http/client';

/** GET /flags/me: the server's local feature-flag source, used when no LaunchDarkly client id is configured. */
export function getFeatureFlags(signal?: AbortSignal): Promise<FeatureFlags> {
  return getApiClient().json('/flags/me', { schema: featureFlagsSchema, signal });
}
