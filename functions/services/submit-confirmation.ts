/**
 * The confirmation of a new request (docs/product.md#311-notifications): the e-mail with the
 * reference, the tracking link, the submitter's private follow-up link and a link that stops
 * messages about the request (the submitter's one stop token, as in every later update); and the
 * text when the submitter opted in. Only the tokens' hashes are stored. Never throws: the request
 * is already saved.
 */
import type { ServiceRequest } from '#domain/requests/request-schemas.ts';
import { appUrlIn, trackingUrl } from '../notify/links.ts';
import { submittedEmail, submittedText } from '../notify/messages.ts';
import { issueFollowUpLink } from './follow-up-link.ts';
import { aboutRequest, stopLinksFor, type UpdateDeps } from './request-updates.ts';

type ConfirmationDeps = Pick<UpdateDeps, 'providers' | 'logger' | 'place' | 'linkKey'> & {
  stores: Pick<UpdateDeps['stores'], 'follow'>;
};

/** A link made by `make`, or null when its token could not be stored (the e-mail goes without it). */
async function linkOrNull<T>(deps: ConfirmationDeps, request: ServiceRequest, what: string, make: () => Promise<T>) {
  try {
    return await make();
  } catch (error) {
    deps.logger.error(`Could not make the ${what} link of request ${request.id}`, error);
    return null;
  }
}

/**
 * @example await sendConfirmation(deps, saved, { email: 'ada@example.org', phone: '+16095550142', wantsTextAlerts: true });
 */
export async function sendConfirmation(
  given: ConfirmationDeps,
  request: ServiceRequest,
  submitter: { email: string; phone: string; wantsTextAlerts: boolean },
): Promise<void> {
  const about = aboutRequest(request);
  // In the language the request was submitted in, its links too.
  const deps = {
    ...given,
    place: { ...given.place, threeOneOneUrl: appUrlIn(given.place.threeOneOneUrl, request.language) },
  };
  const settings = { township: deps.place.township, lang: request.language };
  const track = trackingUrl(deps.place.threeOneOneUrl, request.id);
  // Queued, not sent: the notifier writes to the outbox and never throws, but a bug there must
  // still not turn a saved request into an error reply.
  try {
    if (submitter.email !== '') {
      const followUp = await linkOrNull(deps, request, 'follow-up', () =>
        issueFollowUpLink(deps.stores.follow, deps.place.threeOneOneUrl, request.id),
      );
      const stop = await linkOrNull(deps, request, 'stop', () => stopLinksFor(deps, request.id, null));
      await deps.providers.notifier.email({
        to: submitter.email,
        requestId: request.id,
        ...submittedEmail(settings, about, { track, followUp, stop }),
      });
    }
    if (submitter.wantsTextAlerts && submitter.phone !== '') {
      await deps.providers.notifier.text({
        to: submitter.phone,
        requestId: request.id,
        body: submittedText(settings, about, track),
      });
    }
  } catch (error) {
    deps.logger.error(`Could not queue the confirmation for request ${request.id}`, error);
  }
}
