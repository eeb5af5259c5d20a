/**
 * The people of a merged duplicate (docs/product.md#311-merging-duplicates): its submitter (their
 * e-mail, unless they stopped its messages) and its active followers become followers of the
 * original, already confirmed (staff vouch for the merge, and these addresses asked for updates of
 * the same problem), within the original's MAX_FOLLOWERS; each gets one e-mail saying where their
 * report went. What undo needs is the ids of the follows the merge created: an address that already
 * followed the original keeps its follow, and one that had stopped following it is not signed up again.
 */
import { formatReference } from '#domain/requests/reference.ts';
import type { ServiceRequest } from '#domain/requests/request-schemas.ts';
import { appUrlIn, trackingUrl } from '../notify/links.ts';
import { mergedEmail } from '../notify/messages.ts';
import { normaliseEmail, subscriptionId } from '../storage/follow-tokens.ts';
import { aboutRequest, MAX_FOLLOWERS, stopLinksFor, type UpdateDeps } from './request-updates.ts';

/** Someone to move: where their messages about the duplicate came from, and in which language. */
interface Person {
  email: string;
  language: string;
  /** Null for the submitter; their follow of the duplicate otherwise. */
  duplicateSubscription: string | null;
}

/** One person after the move: the follow of the original they now have, or null (not added). */
export interface MovedPerson extends Person {
  originalSubscription: string | null;
}

export interface MovedFollowers {
  people: MovedPerson[];
  /** The follows of the original this merge created (undo ends these, and only these). */
  added: string[];
  /** People not added because the original had MAX_FOLLOWERS. */
  full: number;
}

/** The duplicate's submitter and followers, each address once, the submitter first. */
async function peopleOf(deps: UpdateDeps, duplicate: ServiceRequest): Promise<Person[]> {
  const info = await deps.stores.submitterInfo.get(duplicate.id);
  const stopped = await deps.stores.follow.submitterStopped(duplicate.id);
  const submitter: Person[] =
    info && info.email.trim() !== '' && !stopped
      ? [{ email: normaliseEmail(info.email), language: duplicate.language, duplicateSubscription: null }]
      : [];
  const followers = (await deps.stores.follow.listActive(duplicate.id, MAX_FOLLOWERS)).map((subscription) => ({
    email: subscription.email,
    language: subscription.language,
    duplicateSubscription: subscription.id,
  }));
  const seen = new Set<string>();
  return [...submitter, ...followers].filter((person) => !seen.has(person.email) && seen.add(person.email));
}

/**
 * Makes the duplicate's people followers of the original, in order, while it has room.
 * @example (await moveFollowers(deps, duplicate, original)).added // ['5d1c…']
 */
export async function moveFollowers(
  deps: UpdateDeps,
  duplicate: ServiceRequest,
  original: ServiceRequest,
): Promise<MovedFollowers> {
  const follow = deps.stores.follow;
  let room = MAX_FOLLOWERS - (await follow.countActive(original.id));
  const moved: MovedFollowers = { people: [], added: [], full: 0 };
  for (const person of await peopleOf(deps, duplicate)) {
    const existing = await follow.getSubscription(subscriptionId(original.id, person.email));
    if (existing?.status === 'active') {
      moved.people.push({ ...person, originalSubscription: existing.id });
      continue;
    }
    if (existing?.status === 'ended' || room <= 0) {
      if (existing?.status !== 'ended') moved.full += 1;
      moved.people.push({ ...person, originalSubscription: null });
      continue;
    }
    const subscription = await follow.subscribe(original.id, person.email, person.language);
    await follow.setSubscriptionStatus(subscription.id, 'active');
    moved.added.push(subscription.id);
    moved.people.push({ ...person, originalSubscription: subscription.id });
    room -= 1;
  }
  return moved;
}

/**
 * Ends the follows a merge created; returns how many could not be ended (each is logged).
 * @example await endFollows(deps, ['5d1c…']) // 0
 */
export async function endFollows(deps: UpdateDeps, ids: readonly string[]): Promise<number> {
  let failed = 0;
  for (const id of ids) {
    try {
      await deps.stores.follow.setSubscriptionStatus(id, 'ended');
    } catch (error) {
      failed += 1;
      deps.logger.error(`Could not end the follow ${id} a merge had created`, error);
    }
  }
  return failed;
}

/** Sends each moved person the merge e-mail; never throws (a lost message is logged). */
export async function tellMoved(
  deps: UpdateDeps,
  duplicate: ServiceRequest,
  original: ServiceRequest,
  people: readonly MovedPerson[],
): Promise<void> {
  for (const person of people) {
    try {
      const local = {
        ...deps,
        place: { ...deps.place, threeOneOneUrl: appUrlIn(deps.place.threeOneOneUrl, person.language) },
      };
      const following = person.originalSubscription !== null;
      const stop = following
        ? await stopLinksFor(local, original.id, person.originalSubscription)
        : await stopLinksFor(local, duplicate.id, person.duplicateSubscription);
      await deps.providers.notifier.email({
        to: person.email,
        requestId: duplicate.id,
        ...mergedEmail(
          { township: deps.place.township, lang: person.language },
          aboutRequest(duplicate),
          aboutRequest(original),
          {
            original: trackingUrl(local.place.threeOneOneUrl, original.id),
            following,
            stop,
            what: following || person.duplicateSubscription !== null ? 'stopFollower' : 'stopSubmitter',
          },
        ),
      });
    } catch (error) {
      deps.logger.error(
        `Could not tell someone that request ${formatReference(duplicate.reference)} was merged`,
        error,
      );
    }
  }
}
