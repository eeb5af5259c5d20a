/**
 * Following a public request by e-mail (docs/product.md#311-following-a-request): asking sends a
 * confirmation link (double opt-in, so nobody can sign someone else up), confirming activates
 * the subscription, and every later message carries a link that ends it. What the asker is told,
 * and the work done before telling them (so also how long it takes), never depends on whether the
 * address already follows the request.
 */
import { TOKEN_PATHS } from '#domain/requests/app-paths.ts';
import type { Place, Providers, ServiceDeps } from '../deps.ts';
import { appUrlIn, tokenUrl } from '../notify/links.ts';
import { confirmFollowEmail } from '../notify/messages.ts';
import type { FollowToken } from '../storage/follow-ports.ts';
import { aboutRequest, MAX_FOLLOWERS } from './request-updates.ts';

/** How long a confirmation link works. */
const CONFIRM_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;

export type FollowDeps = Pick<ServiceDeps, 'stores' | 'clock' | 'logger' | 'linkKey'> & {
  providers: Pick<Providers, 'notifier'>;
  place: Pick<Place, 'township' | 'threeOneOneUrl'>;
};

/**
 * Asks to follow a request. 'sent' whether or not the address already follows: either way a
 * confirmation link is made and e-mailed (confirming an active follow again changes nothing), so
 * both paths do the same steps and take the same time; 'not-found' for an unknown request; 'full'
 * when it has MAX_FOLLOWERS.
 */
export async function askToFollow(
  deps: FollowDeps,
  requestId: string,
  email: string,
  language = 'en',
): Promise<'sent' | 'not-found' | 'full'> {
  const request = await deps.stores.requests.get(requestId);
  if (!request) return 'not-found';
  // Checked before the address is looked at, so the answer says nothing about it.
  if ((await deps.stores.follow.countActive(requestId)) >= MAX_FOLLOWERS) return 'full';
  const subscription = await deps.stores.follow.subscribe(requestId, email, language);
  const token = await deps.stores.follow.issueToken({
    kind: 'confirm',
    requestId,
    subscriptionId: subscription.id,
    expiresAt: new Date(deps.clock().getTime() + CONFIRM_DAYS * DAY_MS).toISOString(),
  });
  await deps.providers.notifier.email({
    to: subscription.email,
    requestId,
    // In the language of this ask (the follow screen's), its link too.
    ...confirmFollowEmail({ township: deps.place.township, lang: language }, aboutRequest(request), {
      confirm: tokenUrl(appUrlIn(deps.place.threeOneOneUrl, language), TOKEN_PATHS.confirm, token),
      confirmDays: CONFIRM_DAYS,
    }),
  });
  return 'sent';
}

/** What a token link found: the request, or why it cannot be used. */
type LinkResult<T> = { ok: true; requestId: string; value: T } | { ok: false; reason: 'invalid' | 'expired' | 'full' };

/** The token if it is known, of this kind and not expired. */
export async function usableToken(
  deps: Pick<FollowDeps, 'stores' | 'clock'>,
  token: string,
  kind: FollowToken['kind'],
): Promise<{ ok: true; token: FollowToken } | { ok: false; reason: 'invalid' | 'expired' }> {
  const found = await deps.stores.follow.findToken(token);
  if (!found || found.kind !== kind) return { ok: false, reason: 'invalid' };
  if (found.expiresAt !== null && Date.parse(found.expiresAt) < deps.clock().getTime()) {
    return { ok: false, reason: 'expired' };
  }
  return { ok: true, token: found };
}

/**
 * Confirms a subscription from its confirmation link (again: no change). A link answers only the
 * ask it was sent for: once the follow is stopped, its old links are spent (as expired), and only
 * a new ask, with a new link, starts it again.
 */
export async function confirmFollowing(deps: FollowDeps, token: string): Promise<LinkResult<null>> {
  const found = await usableToken(deps, token, 'confirm');
  if (!found.ok) return found;
  const { requestId, subscriptionId } = found.token;
  const subscription = subscriptionId ? await deps.stores.follow.getSubscription(subscriptionId) : null;
  if (!subscription) return { ok: false, reason: 'invalid' };
  if (subscription.status === 'ended' || Date.parse(found.token.createdAt) < Date.parse(subscription.createdAt)) {
    return { ok: false, reason: 'expired' };
  }
  if (subscription.status !== 'active' && (await deps.stores.follow.countActive(requestId)) >= MAX_FOLLOWERS) {
    return { ok: false, reason: 'full' };
  }
  await deps.stores.follow.setSubscriptionStatus(subscription.id, 'active');
  return { ok: true, requestId, value: null };
}

/** Stops messages from a stop link: a follower's subscription ends, or the submitter's messages stop. */
export async function stopFollowing(deps: FollowDeps, token: string): Promise<LinkResult<'follower' | 'submitter'>> {
  const found = await usableToken(deps, token, 'stop');
  if (!found.ok) return found;
  const { requestId, subscriptionId } = found.token;
  if (subscriptionId === null) {
    await deps.stores.follow.stopSubmitter(requestId);
    return { ok: true, requestId, value: 'submitter' };
  }
  await deps.stores.follow.setSubscriptionStatus(subscriptionId, 'ended');
  return { ok: true, requestId, value: 'follower' };
}
