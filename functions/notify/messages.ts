/**
 * Every e-mail and text Township 311 sends, worded in one place (docs/product.md#311-notifications).
 * Services pick the message and hand in the links (links.ts); nothing here touches a store.
 *
 * Texts name the request by its short reference, carry the tracking link and end with the opt-out
 * wording carriers expect; e-mails name the reference first and the id after it (a subject the
 * specification fixes with the id keeps it, the reference beside it: referencedSubject), carry the
 * tracking link and end with the recipient's own unsubscribe link when there is one. An e-mail with that link also
 * carries its one-click form (`unsubscribeUrl`), which the mailers send as List-Unsubscribe.
 *
 * Every message is in the recipient's language (`settings.lang`: the request's, or the follower's),
 * worded in the `notify` catalogs (notify.messages.ts); English is the specification's wording.
 * Statuses are named in that language, and categories in the township's own words for it
 * (`<township folder>/locales/<tag>.po`); stored values stay English. Texts stay within two SMS segments in every language (sms-segments.ts): each
 * text is the first of its forms, fullest first, that fits, and a comment is cut to fit.
 */
import { DEFAULT_LANGUAGE } from '#domain/i18n/languages.ts';
import type { Translate } from '#domain/i18n/messages.ts';
import type { Status } from '#domain/requests/constants.ts';
import { REOPEN_DAYS } from '#domain/requests/follow-up-messages.ts';
import { formatReference } from '#domain/requests/reference.ts';
import type { ServiceRequest } from '#domain/requests/request-schemas.ts';
import { categoryLabel } from '#domain/township/township.ts';
import { serverTranslator } from '../i18n/catalogs.ts';
import type { StopLinks } from './links.ts';
import { notifyMessages, type NotifyKey } from './notify.messages.ts';
import { fitsText } from './sms-segments.ts';

/** What every message needs of the deployment and the recipient. */
export interface MessageSettings {
  /** The township's name (content/site.json). */
  township: string;
  /** The recipient's language: the request's, or the follower's; English when not given. */
  lang?: string | undefined;
}

/** The request a message is about: its id, its short reference, and what it is. */
export type MessageRequest = Pick<ServiceRequest, 'id' | 'reference' | 'category' | 'address'>;

/**
 * What changed, for an update message. A comment to a reader of another language may carry a
 * machine translation of it into theirs (`translation`); without one, they are told it is in English.
 */
export type RequestUpdate =
  { kind: 'status'; status: Status } | { kind: 'comment'; text: string; translation?: string | null | undefined };

interface MailContent {
  subject: string;
  body: string;
  /** The one-click stop address (RFC 8058), set exactly when the body ends with a stop link. */
  unsubscribeUrl?: string;
}

/** Added to every English text, as carriers expect of automated messages. */
export const TEXT_OPT_OUT = notifyMessages.english.optOut;
/** A public comment longer than this is cut in a text (the e-mail carries it whole). */
const TEXT_COMMENT_LIMIT = 160;

const STATUS_KEYS: Record<Status, NotifyKey> = {
  New: 'statusNew',
  'In Progress': 'statusInProgress',
  Resolved: 'statusResolved',
  Closed: 'statusClosed',
};

/** The messages in the recipient's language. */
const messagesFor = (settings: MessageSettings): Translate<NotifyKey> =>
  serverTranslator(notifyMessages, settings.lang ?? DEFAULT_LANGUAGE);

/** A status's name in the messages' language (the stored value is the English). */
const statusName = (t: Translate<NotifyKey>, status: Status) => t(STATUS_KEYS[status]);

const isEnglish = (t: Translate<NotifyKey>) => t.lang === DEFAULT_LANGUAGE || t.lang === 'en-XA';

/**
 * How messages name a request: its short reference as people see it (the track search reads it
 * with or without the hyphen, in any case).
 * @example referenceOf({ reference: 'K7QM3XPA' }) // 'K7QM-3XPA'
 */
function referenceOf(request: Pick<ServiceRequest, 'reference'>): string {
  return formatReference(request.reference);
}

/**
 * A text cut to `limit` characters, marked with three dots: the GSM alphabet has no ellipsis, and
 * one would send an English text as UCS-2, in less than half the room.
 */
const cut = (text: string, limit: number) =>
  text.length > limit ? `${text.slice(0, Math.max(0, limit - 3)).trimEnd()}...` : text;

/**
 * The spec's sentence for each kind of update. A comment to a reader of another language is
 * followed by its machine translation, or by a sentence saying it is in English.
 */
function updateSentence(t: Translate<NotifyKey>, update: RequestUpdate, limit = Number.POSITIVE_INFINITY): string {
  if (update.kind === 'status') return t('statusChanged', { status: statusName(t, update.status) });
  const comment = t('commentAdded', { text: cut(update.text, limit) });
  return [comment, ...commentNote(t, update, limit)].join(' ');
}

/** What follows an English comment for a reader of another language. */
function commentNote(t: Translate<NotifyKey>, update: RequestUpdate & { kind: 'comment' }, limit: number): string[] {
  if (isEnglish(t)) return [];
  if (update.translation) return [t('machineTranslation', { text: cut(update.translation, limit) })];
  return [t('commentInEnglish')];
}

/** The lines that name the request in every e-mail: the reference leads. */
function requestLines(t: Translate<NotifyKey>, request: MessageRequest): string[] {
  return [t('referenceLine', { reference: referenceOf(request) }), t('idLine', { id: request.id })];
}

/** The closing lines: who sent it, and how to stop such messages. */
function footer(
  t: Translate<NotifyKey>,
  settings: MessageSettings,
  stop: { links: StopLinks; what: 'stopSubmitter' | 'stopFollower' } | null,
): string[] {
  return [
    '',
    '--',
    t('signature', { township: settings.township }),
    ...(stop ? [t(stop.what, { link: stop.links.page })] : []),
  ];
}

/** The one-click address of a message whose footer has a stop link, so the two never part. */
const unsubscribe = (stop: StopLinks | null) => (stop ? { unsubscribeUrl: stop.oneClick } : {});

/** The first text that fits two segments, else the last (the shortest form). */
function firstFitting(texts: readonly string[]): string {
  return texts.find(fitsText) ?? texts.at(-1)!;
}

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
  const t = messagesFor(settings);
  const followUp = links.followUp ? ['', t('privateLink', { days: REOPEN_DAYS }), links.followUp] : [];
  return {
    subject: t('submittedSubject', { id: request.id, reference: referenceOf(request) }),
    body: [
      t('thanks'),
      '',
      ...requestLines(t, request),
      t('categoryLine', { category: categoryLabel(request.category, t.lang) }),
      t('statusLine', { status: statusName(t, 'New') }),
      '',
      t('keepReference', { link: links.track }),
      ...followUp,
      ...footer(t, settings, links.stop ? { links: links.stop, what: 'stopSubmitter' } : null),
    ].join('\n'),
    ...unsubscribe(links.stop),
  };
}

/**
 * The confirmation text; where the category makes it too long, without it.
 * @example submittedText({ township: 'West Windsor' }, request, link)
 * // 'West Windsor 311: Your request K7QM3XPA (Graffiti) has been received. Track it: https://… Reply STOP to opt out.'
 */
export function submittedText(settings: MessageSettings, request: MessageRequest, track: string): string {
  const t = messagesFor(settings);
  const values = { township: settings.township, reference: referenceOf(request), link: track, optOut: t('optOut') };
  return firstFitting([
    t('submittedText', { ...values, category: categoryLabel(request.category, t.lang) }),
    t('submittedTextShort', values),
  ]);
}

/**
 * What a "Resolved" message adds for the submitter: their private link, where they can say within
 * REOPEN_DAYS that it is not fixed (docs/product.md#311-the-submitters-private-link). Nothing for
 * other updates, or when the link could not be made.
 * @example resolvedLines(t, { kind: 'status', status: 'Resolved' }, 'https://…/my-request?token=…')
 * // ['', 'Not fixed? You can tell us within 14 days on your private page, so we look at it again. Do not share the link:', 'https://…']
 */
function resolvedLines(t: Translate<NotifyKey>, update: RequestUpdate, followUp: string | null | undefined): string[] {
  if (update.kind !== 'status' || update.status !== 'Resolved' || !followUp) return [];
  return ['', t('notFixedEmail', { days: REOPEN_DAYS }), followUp];
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
  const t = messagesFor(settings);
  return {
    subject: t('updateSubject', { id: request.id, reference: referenceOf(request) }),
    body: [
      updateSentence(t, update),
      '',
      ...requestLines(t, request),
      t('trackYourRequest', { link: links.track }),
      ...resolvedLines(t, update, links.followUp),
      ...footer(t, settings, links.stop ? { links: links.stop, what: 'stopSubmitter' } : null),
    ].join('\n'),
    ...unsubscribe(links.stop),
  };
}

/**
 * The update text to the submitter, a long comment cut to fit; a "Resolved" one also carries the
 * private link to say it is not fixed (where both links do not fit, the private link alone, and
 * where even that does not, the tracking link as in any update: the e-mail carries the private one).
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
  const t = messagesFor(settings);
  const values = { township: settings.township, reference: referenceOf(request), optOut: t('optOut') };
  const plain = (sentence: string) => t('updateText', { ...values, update: sentence, link: track });
  if (update.kind === 'status') {
    const sentence = t('textStatus', { status: statusName(t, update.status) });
    if (update.status !== 'Resolved' || !followUp) return plain(sentence);
    const notFixed = { ...values, update: sentence, days: REOPEN_DAYS, followUp };
    return firstFitting([
      t('updateTextNotFixed', { ...notFixed, link: track }),
      t('updateTextNotFixedShort', notFixed),
      plain(sentence),
    ]);
  }
  // The longest cut of the comment that fits, the note about its language kept while it can be.
  // With a machine translation, the English is cut first: the reader's own language goes last.
  const forms = [update, { kind: 'comment' as const, text: update.text, translation: null }];
  for (const form of isEnglish(t) ? [update] : forms) {
    for (const [english, translation] of textCuts(Boolean(form.translation))) {
      const text = plain(textCommentSentence(t, form, english, translation));
      if (fitsText(text)) return text;
    }
  }
  return plain(textCommentSentence(t, { kind: 'comment', text: update.text }, 1, 1));
}

/**
 * The lengths to try for a comment in a text, longest first, as [English, translation]: both
 * alike without a translation; with one, the English shortened to a character before the
 * translation is.
 */
function* textCuts(translated: boolean): Generator<[number, number]> {
  for (let limit = TEXT_COMMENT_LIMIT; limit >= 1; limit -= 1) yield [limit, translated ? TEXT_COMMENT_LIMIT : limit];
  if (translated) for (let limit = TEXT_COMMENT_LIMIT - 1; limit >= 1; limit -= 1) yield [1, limit];
}

/** A comment in a text: cut to its limits, with a short note on its language for another reader. */
function textCommentSentence(
  t: Translate<NotifyKey>,
  update: RequestUpdate & { kind: 'comment' },
  englishLimit: number,
  translationLimit: number,
): string {
  const comment = t('textComment', { text: cut(update.text, englishLimit) });
  if (isEnglish(t)) return comment;
  const note = update.translation
    ? t('textMachineTranslation', { text: cut(update.translation, translationLimit) })
    : t('textCommentInEnglish');
  return `${comment} ${note}`;
}

/** The update e-mail to someone who follows the request; it says why they get it and how to stop. */
export function followerUpdateEmail(
  settings: MessageSettings,
  request: MessageRequest,
  update: RequestUpdate,
  links: { track: string; stop: StopLinks },
): MailContent {
  const t = messagesFor(settings);
  const change =
    update.kind === 'status'
      ? t('followerStatus', { status: statusName(t, update.status) })
      : [t('followerComment', { text: update.text }), ...commentNote(t, update, Number.POSITIVE_INFINITY)].join(' ');
  return {
    subject: t('followerSubject', {
      category: categoryLabel(request.category, t.lang),
      reference: referenceOf(request),
    }),
    body: [
      t('followerIntro', {
        township: settings.township,
        category: categoryLabel(request.category, t.lang),
        address: request.address,
      }),
      change,
      '',
      ...requestLines(t, request),
      t('trackTheRequest', { link: links.track }),
      '',
      t('followerWhy'),
      ...footer(t, settings, { links: links.stop, what: 'stopFollower' }),
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
  const t = messagesFor(settings);
  return {
    subject: t('confirmSubject', { reference: referenceOf(request) }),
    body: [
      t('confirmIntro', {
        township: settings.township,
        category: categoryLabel(request.category, t.lang),
        address: request.address,
      }),
      '',
      ...requestLines(t, request),
      '',
      t('confirmOpen', { days: links.confirmDays }),
      links.confirm,
      '',
      t('confirmIgnore'),
      ...footer(t, settings, null),
    ].join('\n'),
  };
}

/**
 * The one e-mail a merge sends the duplicate's submitter and each of its followers
 * (docs/product.md#311-merging-duplicates): which request theirs was merged into, and either that
 * they now follow it or where to follow it. The stop link ends what they now get: their follow of
 * the original, or else their messages about the duplicate.
 */
export function mergedEmail(
  settings: MessageSettings,
  duplicate: MessageRequest,
  original: MessageRequest,
  links: { original: string; following: boolean; stop: StopLinks; what: 'stopSubmitter' | 'stopFollower' },
): MailContent {
  const t = messagesFor(settings);
  const names = { reference: referenceOf(duplicate), original: referenceOf(original) };
  return {
    subject: t('mergedSubject', names),
    body: [
      t('mergedIntro', {
        ...names,
        township: settings.township,
        category: categoryLabel(duplicate.category, t.lang),
        address: duplicate.address,
      }),
      '',
      t(links.following ? 'mergedFollowing' : 'mergedFollowHere', { original: names.original, link: links.original }),
      '',
      ...requestLines(t, duplicate),
      ...footer(t, settings, { links: links.stop, what: links.what }),
    ].join('\n'),
    ...unsubscribe(links.stop),
  };
}
