/**
 * The confirmation of a new request (docs/product.md#311-notifications): the e-mail with the
 * reference, the tracking link, the submitter's private follow-up link and a link that stops
 * messages about the request; and the text when the submitter opted in. The two links carry
 * tokens of their own; only their hashes are stored. Never throws: the request is already saved.
 */
import { TOKEN_PATHS } from '#domain/requests/app-paths.ts';
import type { ServiceRequest } from '#domain/requests/request-schemas.ts';
import { tokenUrl, trackingUrl } from '../notify/links.ts';
import { submittedEmail, submittedText } from '../notify/messages.ts';
import { aboutRequest, type UpdateDeps } from './request-updates.ts';

type ConfirmationDeps = Pick<UpdateDeps, 'notifier' | 'logger' | 'township' | 'threeOneOneUrl'> & {
  stores: Pick<UpdateDeps['stores'], 'follow'>;
};

/** A link with a new token of `kind`, or null when the token could not be stored (the e-mail goes without it). */
async function linkWith(
  deps: ConfirmationDeps,
  request: ServiceRequest,
  kind: 'stop' | 'follow-up',
): Promise<string | null> {
  try {
    const token = await deps.stores.follow.issueToken({
      kind,
      requestId: request.id,
      subscriptionId: null,
      expiresAt: null,
    });
    return tokenUrl(deps.threeOneOneUrl, kind === 'stop' ? TOKEN_PATHS.stop : TOKEN_PATHS.followUp, token);
  } catch (error) {
    deps.logger.error(`Could not make the ${kind} link of request ${request.id}`, error);
    return null;
  }
}

/**
 * @example await sendConfirmation(deps, saved, { email: 'ada@example.org', phone: '+16095550142', wantsTextAlerts: true });
 */
export async function sendConfirmation(
  deps: ConfirmationDeps,
  request: ServiceRequest,
  submitter: { email: string; phone: string; wantsTextAlerts: boolean },
): Promise<void> {
  const about = aboutRequest(request);
  const settings = { township: deps.township };
  const track = trackingUrl(deps.threeOneOneUrl, request.id);
  // Queued, not sent: the notifier writes to the outbox and never throws, but a bug there must
  // still not turn a saved request into an error reply.
  try {
    if (submitter.email !== '') {
      const followUp = await linkWith(deps, request, 'follow-up');
      const stop = await linkWith(deps, request, 'stop');
      await deps.notifier.email({
        to: submitter.email,
        requestId: request.id,
        ...submittedEmail(settings, about, { track, followUp, stop }),
      });
    }
    if (submitter.wantsTextAlerts && submitter.phone !== '') {
      await deps.notifier.text({
        to: submitter.phone,
        requestId: request.id,
        body: submittedText(settings, about, track),
      });
    }
  } catch (error) {
    deps.logger.error(`Could not queue the confirmation for request ${request.id}`, error);
  }
}
