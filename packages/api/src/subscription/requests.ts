import { subscriptionSchema, type Subscription } from '../contract/subscription';
import { getApiClient } from '../http/client';

/** GET /subscription/me: the organisation's subscription. */
export function getSubscription(signal?: AbortSignal): Promise<Subscription> {
  return getApiClient().json('/subscription/me', { schema: subscriptionSchema, signal });
}
