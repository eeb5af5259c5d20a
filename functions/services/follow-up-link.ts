/**
 * The submitter's private link (docs/product.md#311-the-submitters-private-link): a new token of
 * kind `follow-up`, of which only the hash is stored, as a link on the 311 app's own address.
 */
import { TOKEN_PATHS } from '#domain/requests/app-paths.ts';
import { tokenUrl } from '../notify/links.ts';
import type { FollowStore } from '../storage/follow-ports.ts';

/**
 * Issues a private link for the submitter of a request; throws when the token cannot be stored.
 * @example await issueFollowUpLink(stores.follow, 'https://311.example.org', id) // 'https://311.example.org/my-request?token=…'
 */
export async function issueFollowUpLink(
  follow: Pick<FollowStore, 'issueToken'>,
  appUrl: string,
  requestId: string,
): Promise<string> {
  const token = await follow.issueToken({ kind: 'follow-up', requestId, subscriptionId: null, expiresAt: null });
  return tokenUrl(appUrl, TOKEN_PATHS.followUp, token);
}
