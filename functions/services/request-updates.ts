/**
 * Telling people a request changed (docs/product.md#311-notifications): the submitter, unless they
 * stopped messages about it, by e-mail and (when opted in) text; and everyone who follows it, by
 * e-mail. Every e-mail carries a link that stops such messages (and its one-click form, sent as
 * List-Unsubscribe), with the recipient's one stop token for the request: derived from the link
 * key, so every message about the request carries the same one and only its hash is stored once.
 *
 * A public comment to a reader of another language carries its machine translation into theirs
 * when a model endpoint is configured (asked once per language per comment); without one, or when
 * the model fails, the message says the comment is in English (notify/messages.ts).
 *
 * Runs after the change is stored and never throws: a lost message is logged, never a failed change.
 */
import { DEFAULT_LANGUAGE } from '#domain/i18n/languages.ts';
import { PSEUDO_LOCALE } from '#domain/i18n/pseudo.ts';
import type { ServiceRequest } from '#domain/requests/request-schemas.ts';
import type { Translator } from '../ai/ports.ts';
import type { Logger } from '../logger.ts';
import { appUrlIn, stopLinks, trackingUrl, type StopLinks } from '../notify/links.ts';
import { issueFollowUpLink } from './follow-up-link.ts';
import {
  followerUpdateEmail,
  updateEmail,
  updateText,
  type MessageRequest,
  type RequestUpdate,
} from '../notify/messages.ts';
import type { FollowStore } from '../storage/follow-ports.ts';
import { deriveStopToken } from '../storage/follow-tokens.ts';
import type { SubmitterInfoStore } from '../storage/ports.ts';

/** Active followers of one request at most; a confirmation past it is refused. */
export const MAX_FOLLOWERS = 100;

/** The part of the Notifier updates use: queue an e-mail or a text, never throwing. */
interface UpdateNotifier {
  email(message: {
    to: string;
    subject: string;
    body: string;
    unsubscribeUrl?: string;
    requestId?: string;
  }): Promise<void>;
  text(message: { to: string; body: string; requestId?: string }): Promise<void>;
}

export interface UpdateDeps {
  stores: { submitterInfo: SubmitterInfoStore; follow: FollowStore };
  /** Without a translator (or with the no-op one), comments go in English with the note saying so. */
  providers: { notifier: UpdateNotifier; translator?: Translator | undefined };
  logger: Logger;
  place: {
    /** The township's name, in every message. */
    township: string;
    /** The 311 app's public address, where every link starts. */
    threeOneOneUrl: string;
  };
  /** The key stop tokens are derived from (ServiceDeps.linkKey). */
  linkKey: string;
}

/** The deps with the app's address in a recipient's language, so their links open in it. */
const inLanguage = (deps: UpdateDeps, lang: string): UpdateDeps => ({
  ...deps,
  place: { ...deps.place, threeOneOneUrl: appUrlIn(deps.place.threeOneOneUrl, lang) },
});

/** The request as messages name it. */
export function aboutRequest(request: ServiceRequest): MessageRequest {
  return { id: request.id, reference: request.reference, category: request.category, address: request.address };
}

/**
 * The stop links of a follower's subscription, or (null) of the submitter: the same token in every
 * message about the request, stored (as its hash) the first time and noted as in use each time.
 * @example await stopLinksFor(deps, request.id, null) // { page: '…/updates/stop?token=…', oneClick: '…/api/follow/unsubscribe?token=…' }
 */
export async function stopLinksFor(
  deps: Pick<UpdateDeps, 'linkKey'> & { place: Pick<UpdateDeps['place'], 'threeOneOneUrl'> } & {
    stores: { follow: Pick<FollowStore, 'keepStopToken'> };
  },
  requestId: string,
  subscriptionId: string | null,
): Promise<StopLinks> {
  const token = deriveStopToken(deps.linkKey, requestId, subscriptionId);
  await deps.stores.follow.keepStopToken(token, { requestId, subscriptionId });
  return stopLinks(deps.place.threeOneOneUrl, token);
}

/**
 * For a "Resolved" update, a new private link for the submitter (docs/product.md#311-the-submitters-private-link),
 * where they can say within 14 days that it is not fixed; only its token's hash is stored. Null for
 * other updates, or when the token could not be stored (the message goes without it).
 */
async function notFixedLink(deps: UpdateDeps, request: MessageRequest, update: RequestUpdate): Promise<string | null> {
  if (update.kind !== 'status' || update.status !== 'Resolved') return null;
  try {
    return await issueFollowUpLink(deps.stores.follow, deps.place.threeOneOneUrl, request.id);
  } catch (error) {
    deps.logger.error(`Could not make the private link of request ${request.id}`, error);
    return null;
  }
}

/** The update as a reader of `lang` gets it. */
type InLanguage = (lang: string) => Promise<RequestUpdate>;

/**
 * A comment with its machine translation into each reader's language, asked once per language;
 * the update as it is for English readers, for status changes, without a model, or when it fails.
 */
function translatedFor(deps: UpdateDeps, requestId: string, update: RequestUpdate): InLanguage {
  const translator = deps.providers.translator;
  if (update.kind !== 'comment' || !translator?.configured) return () => Promise.resolve(update);
  const byLanguage = new Map<string, Promise<RequestUpdate>>();
  return (lang) => {
    if (lang === DEFAULT_LANGUAGE || lang === PSEUDO_LOCALE) return Promise.resolve(update);
    let made = byLanguage.get(lang);
    if (!made) {
      made = translator
        .translate({ text: update.text, from: DEFAULT_LANGUAGE, to: lang })
        .then((translation) => ({ ...update, translation }))
        .catch((error: unknown) => {
          deps.logger.error(`Machine translation of a comment on request ${requestId} into ${lang} failed`, error);
          return update;
        });
      byLanguage.set(lang, made);
    }
    return made;
  };
}

/** The submitter's e-mail and text; returns the address the e-mail went to, so followers with it are skipped. */
async function tellSubmitter(
  given: UpdateDeps,
  request: MessageRequest,
  lang: string,
  inTheirs: InLanguage,
): Promise<string | null> {
  const deps = inLanguage(given, lang);
  const info = await deps.stores.submitterInfo.get(request.id);
  if (!info || (await deps.stores.follow.submitterStopped(request.id))) return null;
  const update = await inTheirs(lang);
  const settings = { township: deps.place.township, lang };
  const track = trackingUrl(deps.place.threeOneOneUrl, request.id);
  const email = info.email.trim();
  const texts = info.wantsTextAlerts && info.phone.trim() !== '';
  const followUp = email || texts ? await notFixedLink(deps, request, update) : null;
  if (email) {
    const stop = await stopLinksFor(deps, request.id, null);
    await deps.providers.notifier.email({
      to: email,
      requestId: request.id,
      ...updateEmail(settings, request, update, { track, stop, followUp }),
    });
  }
  if (texts) {
    await deps.providers.notifier.text({
      to: info.phone,
      requestId: request.id,
      body: updateText(settings, request, update, track, followUp),
    });
  }
  return email ? email.toLowerCase() : null;
}

async function tellFollowers(
  deps: UpdateDeps,
  request: MessageRequest,
  inTheirs: InLanguage,
  skip: string | null,
): Promise<void> {
  const followers = await deps.stores.follow.listActive(request.id, MAX_FOLLOWERS);
  for (const follower of followers) {
    if (follower.email === skip) continue;
    try {
      // In the language they followed in, their links too.
      const local = inLanguage(deps, follower.language);
      const track = trackingUrl(local.place.threeOneOneUrl, request.id);
      const stop = await stopLinksFor(local, request.id, follower.id);
      const settings = { township: deps.place.township, lang: follower.language };
      const update = await inTheirs(follower.language);
      await deps.providers.notifier.email({
        to: follower.email,
        requestId: request.id,
        ...followerUpdateEmail(settings, request, update, { track, stop }),
      });
    } catch (error) {
      deps.logger.error(`Could not tell a follower of request ${request.id} about an update`, error);
    }
  }
}

/**
 * Tells the submitter (unless `submitter: false`, when they made the change themselves) and the
 * followers about a status change or a public comment.
 * @example await announceUpdate(deps, updated, { kind: 'status', status: 'Resolved' });
 */
export async function announceUpdate(
  deps: UpdateDeps,
  request: ServiceRequest,
  update: RequestUpdate,
  options: { submitter?: boolean } = {},
): Promise<void> {
  const about = aboutRequest(request);
  const inTheirs = translatedFor(deps, request.id, update);
  let submitterEmail: string | null = null;
  if (options.submitter !== false) {
    try {
      submitterEmail = await tellSubmitter(deps, about, request.language, inTheirs);
    } catch (error) {
      deps.logger.error(`Could not notify the submitter of request ${request.id}`, error);
    }
  }
  try {
    await tellFollowers(deps, about, inTheirs, submitterEmail);
  } catch (error) {
    deps.logger.error(`Could not notify the followers of request ${request.id}`, error);
  }
}
