/**
 * Every e-mail and text Township 311 sends, worded in one place (docs/product.md#311-notifications).
 * Services pick the message and hand in the links (links.ts); nothing here touches a store.
 *
 * Texts name the request by its short reference, carry the tracking link and end with the opt-out
 * wording carriers expect; e-mails name the reference first and the id after it (a subject the
 * specification fixes with the id keeps it, the reference beside it: referencedSubject), carry the
 * tracking link and end with the recipient's own unsubscribe link when there is one. An e-mail with that link also
 * carries its one-click form (`unsubscribeUrl`), which the mailers send as List-Unsubscribe.
 */
import type { Status } from '#domain/requests/constants.ts';
import { REOPEN_DAYS } from '#domain/requests/follow-up-messages.ts';
import { formatReference } from '#domain/requests/reference.ts';
import type { ServiceRequest } from '#domain/requests/request-schemas.ts';
import type { StopLinks } from './links.ts';

/** What every message needs of the deployment. */
interface MessageSettings {
  /** The township's name (content/site.json). */
  township: string;
}

/** The request a message is about: its id, its short reference, and what it is. */
export type MessageRequest = Pick<ServiceRequest, 'id' | 'reference' | 'category' | 'address'>;

/** What changed, for an update message. */
export type RequestUpdate = { kind: 'status'; status: Status } | { kind: 'comment'; text: string };

interface MailContent {
  subject: string;
  body: string;
  /** The one-click stop address (RFC 8058), set exactly when the body ends with a stop link. */
  unsubscribeUrl?: string;
}

/** Added to every text, as carriers expect of automated messages. */
export const TEXT_OPT_OUT = 'Reply STOP to opt out.';
/** A public comment longer than this is cut in a text (the e-mail carries it whole). */
const TEXT_COMMENT_LIMIT = 160;

/**
 * How messages name a request: its short reference as people see it (the track search reads it
 * with or without the hyphen, in any case).
 * @example referenceOf({ reference: 'K7QM3XPA' }) // 'K7QM-3XPA'
 */
function referenceOf(request: Pick<ServiceRequest, 'reference'>): string {
  return formatReference(request.reference);
}

/**
 * A subject the specification fixes with the request's id, kept exactly, with the reference beside
 * it: the reference is what the resident reads, quotes and types, the id what the specification asks.
 * @example referencedSubject('Request Submitted', request) // 'Request Submitted: q3ZrT0bW8sLkP1mXa9Yc (reference K7QM-3XPA)'
 */
function referencedSubject(prefix: string, request: MessageRequest): string {
  return `${prefix}: ${request.id} (reference ${referenceOf(request)})`;
}

/** The spec's sentence for each kind of update. */
function updateSentence(update: RequestUpdate, limit = Number.POSITIVE_INFINITY): string {
  if (update.kind === 'status') return `Your request status has been updated to "${update.status}".`;
  const text = update.text.length > limit ? `${update.text.slice(0, limit - 1).trimEnd()}…` : update.text;
  return `A new public comment was added to your request: "${text}"`;
}

/** The lines that name the request in every e-mail: the reference leads. */
function requestLines(request: MessageRequest): string[] {
  return [`Reference: ${referenceOf(request)}`, `Request ID: ${request.id}`];
}

/** The closing lines: who sent it, and how to stop such messages. */
function footer(settings: MessageSettings, stop: { links: StopLinks; what: string } | null): string[] {
  return ['', '--', `${settings.township} 311`, ...(stop ? [`${stop.what}: ${stop.links.page}`] : [])];
}

/** The one-click address of a message whose footer has a stop link, so the two never part. */
const unsubscribe = (stop: StopLinks | null) => (stop ? { unsubscribeUrl: stop.oneClick } : {});

const STOP_SUBMITTER = 'Stop e-mails and texts about this request';
const STOP_SUBSCRIBER = 'Stop e-mails about this request';

/**
 * The confirmation e-mail to the submitter: subject `Request Submitted: {id}` with the reference, the reference,
 * id, category, status New and the tracking link, then the private follow-up link and the
 * unsubscribe link (each left out when it could not be made).
 */
export function submittedEmail(
  settings: MessageSettings,
  request: MessageRequest,
  links: { track: string; followUp: string | null; stop: StopLinks | null },
): MailContent {
  const followUp = links.followUp
    ? [
        '',
        'Your private link, to add information or a photo while the request is open, or to tell us it is not fixed within 14 days of it being resolved. Do not share it:',
        links.followUp,
      ]
    : [];
  return {
    subject: referencedSubject('Request Submitted', request),
    body: [
      'Thank you for your report. We have received your service request.',
      '',
      ...requestLines(request),
      `Category: ${request.category}`,
      'Status: New',
      '',
      `Keep your reference to track progress: enter it under "Track a Request" or open ${links.track}`,
      ...followUp,
      ...footer(settings, links.stop ? { links: links.stop, what: STOP_SUBMITTER } : null),
    ].join('\n'),
    ...unsubscribe(links.stop),
  };
}

/**
 * The confirmation text.
 * @example submittedText({ township: 'West Windsor' }, request, link)
 * // 'West Windsor 311: Your request K7QM3XPA (Graffiti) has been received. Track it: https://… Reply STOP to opt out.'
 */
export function submittedText(settings: MessageSettings, request: MessageRequest, track: string): string {
  return `${settings.township} 311: Your request ${referenceOf(request)} (${request.category}) has been received. Track it: ${track} ${TEXT_OPT_OUT}`;
}

/**
 * What a "Resolved" message adds for the submitter: their private link, where they can say within
 * REOPEN_DAYS that it is not fixed (docs/product.md#311-the-submitters-private-link). Nothing for
 * other updates, or when the link could not be made.
 * @example resolvedLines({ kind: 'status', status: 'Resolved' }, 'https://…/my-request?token=…')
 * // ['', 'Not fixed? You can tell us within 14 days on your private page, so we look at it again. Do not share the link:', 'https://…']
 */
function resolvedLines(update: RequestUpdate, followUp: string | null | undefined): string[] {
  if (update.kind !== 'status' || update.status !== 'Resolved' || !followUp) return [];
  return [
    '',
    `Not fixed? You can tell us within ${String(REOPEN_DAYS)} days on your private page, so we look at it again. Do not share the link:`,
    followUp,
  ];
}

/**
 * The update e-mail to the submitter: subject `Update: {id}` with the reference, the spec's sentence, the reference
 * and the links; when resolved, also the private link to say it is not fixed.
 */
export function updateEmail(
  settings: MessageSettings,
  request: MessageRequest,
  update: RequestUpdate,
  links: { track: string; stop: StopLinks | null; followUp?: string | null },
): MailContent {
  return {
    subject: referencedSubject('Update', request),
    body: [
      updateSentence(update),
      '',
      ...requestLines(request),
      `Track your request: ${links.track}`,
      ...resolvedLines(update, links.followUp),
      ...footer(settings, links.stop ? { links: links.stop, what: STOP_SUBMITTER } : null),
    ].join('\n'),
    ...unsubscribe(links.stop),
  };
}

/**
 * The update text to the submitter, a long comment cut short; a "Resolved" one also carries the
 * private link to say it is not fixed.
 * @example updateText({ township: 'West Windsor' }, request, { kind: 'status', status: 'Resolved' }, link)
 * // 'West Windsor 311, request K7QM3XPA: Your request status has been updated to "Resolved". https://… Reply STOP to opt out.'
 */
export function updateText(
  settings: MessageSettings,
  request: MessageRequest,
  update: RequestUpdate,
  track: string,
  followUp?: string | null,
): string {
  const notFixed =
    update.kind === 'status' && update.status === 'Resolved' && followUp
      ? ` Not fixed? Tell us within ${String(REOPEN_DAYS)} days: ${followUp}`
      : '';
  return `${settings.township} 311, request ${referenceOf(request)}: ${updateSentence(update, TEXT_COMMENT_LIMIT)} ${track}${notFixed} ${TEXT_OPT_OUT}`;
}

/** The update e-mail to someone who follows the request; it says why they get it and how to stop. */
export function followerUpdateEmail(
  settings: MessageSettings,
  request: MessageRequest,
  update: RequestUpdate,
  links: { track: string; stop: StopLinks },
): MailContent {
  const change =
    update.kind === 'status'
      ? `Its status has been updated to "${update.status}".`
      : `A new public comment was added: "${update.text}"`;
  return {
    subject: `Update: ${request.category} (${referenceOf(request)})`,
    body: [
      `A ${settings.township} 311 request you follow has been updated: ${request.category} at ${request.address}.`,
      change,
      '',
      ...requestLines(request),
      `Track the request: ${links.track}`,
      '',
      'You get these e-mails because you asked to follow this request.',
      ...footer(settings, { links: links.stop, what: STOP_SUBSCRIBER }),
    ].join('\n'),
    ...unsubscribe(links.stop),
  };
}

/** The e-mail that asks someone who wants to follow a request to confirm their address. */
export function confirmFollowEmail(
  settings: MessageSettings,
  request: MessageRequest,
  links: { confirm: string; confirmDays: number },
): MailContent {
  return {
    subject: `Confirm updates about request ${referenceOf(request)}`,
    body: [
      `Someone, hopefully you, asked for e-mail updates about this ${settings.township} 311 request: ${request.category} at ${request.address}.`,
      '',
      ...requestLines(request),
      '',
      `To get updates, open this link within ${links.confirmDays} days and press "Confirm updates":`,
      links.confirm,
      '',
      'If you did not ask for this, ignore this e-mail: you will get nothing more about it.',
      ...footer(settings, null),
    ].join('\n'),
  };
}
