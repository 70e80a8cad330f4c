import { helpMeSchema, type HelpMe } from '../contract/help';
import { getApiClient } from '../http/client';

/** GET /help/me: the token that identifies the user to the support chat widget. */
export function getHelpMe(signal?: AbortSignal): Promise<HelpMe> {
  return getApiClient().json('/help/me', { schema: helpMeSchema, signal });
}
