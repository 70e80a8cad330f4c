import { impersonateReplySchema, type ImpersonateReply } from '../contract/impersonate';
import { getApiClient } from '../http/client';

/**
 * GET /impersonate?userId (platform staff only): a short-lived token for acting as that user. The caller
 * stores it under 'impersonateToken'; from then on every call carries it instead of the identity token.
 */
export function getImpersonationToken(
  userId: string,
  signal?: AbortSignal,
): Promise<ImpersonateReply> {
  return getApiClient().json('/impersonate', {
    query: { userId },
    schema: impersonateReplySchema,
    signal,
  });
}
