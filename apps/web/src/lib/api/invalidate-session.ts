// Loaded on demand by configure-api: the session queries carry the zod contract and the data
// cache, which the sign-in page's first load does without.
import { invalidateSession } from '@lexio/api';

import { getQueryClient } from '../query-client';

export function invalidateAppSession(): Promise<void> {
  return invalidateSession(getQueryClient());
}
