/**
 * The track page without JavaScript (docs/311-without-javascript.md): the app's track screen
 * (TrackScreen.tsx) as plain HTML, with the same words. The search is a GET form (`?id=`), the
 * result is the request card with its history, "Get updates by e-mail" is a form that posts to the
 * server, and "All Public Requests" pages by links. After a plain report (`&sent=1`) the page opens
 * with its success notice and the reference.
 */
import { buttonClasses } from '#design/button-classes.ts';
import { inputClasses } from '#design/input-classes.ts';
import type { Translate } from '../i18n/translate.ts';
import type { CommonKey } from '../messages-311/common-english.ts';
import type { PlainTrackKey } from '../messages-311/plain-track.messages.ts';
import type { PlainKey } from '../messages-311/plain.messages.ts';
import type { wizardMessages } from '../messages-311/wizard-english.ts';
import type { PublicRequest } from '../requests/public-view.ts';
import { formatReference } from '../requests/reference.ts';
import { attr, markup, type SafeHtml } from './html-text.ts';
import { publicListHtml, type PublicListView } from './public-list-html.ts';
import { requestCardHtml, type TrackWords } from './request-card.ts';
import { richHtml } from './rich-html.ts';

/** Where the follow form posts (functions/pages/track-routes.ts). */
export const FOLLOW_ACTION = '/api/311/follow';

/** A random-looking 16-character id in the placeholder, as the app's search shows. */
const PLACEHOLDER_ID = 'q3ZrT0bW8sLkP1mX';

export interface TrackPageWords extends TrackWords {
  plainTrack: Translate<PlainTrackKey>;
  common: Translate<CommonKey>;
  plain: Translate<PlainKey>;
  wizard: Translate<keyof typeof wizardMessages.english>;
}

/** The follow form's state: what was typed, and the answer to the last post. */
export interface FollowFormState {
  email?: string;
  /** Beside the field: why the address was not taken. */
  error?: string;
  /** The confirmation, once a post went through. */
  sent?: string;
}

export interface TrackPage {
  words: TrackPageWords;
  /** The track page's own address (`/311/es/track`): the search's action. */
  path: string;
  /** What the search holds: what was looked up, as typed. */
  query: string;
  /** Whether the address asked for a lookup (`?id=`), even an empty one. */
  lookedUp: boolean;
  /** The request found, or null. */
  request: PublicRequest | null;
  /** Whether this request was just sent from the plain report form. */
  sent: boolean;
  follow: FollowFormState;
  /** The public list; null when it could not be read. */
  list: PublicListView | null;
  /** Under the heading: why a post was not taken (too large, too many, from another site). */
  problem?: string;
}

const FIELD_LABEL = 'block font-semibold text-slate-900';
const ALERT = 'mt-8 rounded-lg border-2 border-red-700 bg-red-50 p-4 font-semibold text-red-800';

function searchForm(page: TrackPage): SafeHtml {
  const { track: t } = page.words;
  const empty = page.lookedUp && page.query.trim() === '';
  const described = empty ? 'track-id-error track-id-hint' : 'track-id-hint';
  return markup`<form role="search" aria-label="${t('searchLabel')}" method="get" action="${page.path}" novalidate class="mt-6">
<label for="track-id" class="${FIELD_LABEL}">${t('idLabel')}</label>
<p id="track-id-hint" class="mt-1 text-sm text-slate-700">${t('idHint')}</p>
<div class="mt-2 flex flex-wrap gap-3"><input id="track-id" name="id" type="text" value="${page.query}" placeholder="${t('idPlaceholder', { id: PLACEHOLDER_ID })}" autocomplete="off" autocapitalize="off" spellcheck="false"${attr('aria-invalid', empty ? 'true' : undefined)} aria-describedby="${described}" class="${inputClasses('max-w-md font-mono')}"><button type="submit" class="${buttonClasses('primary', 'md')}">${t('search')}</button></div>
${empty ? markup`<p id="track-id-error" role="alert" class="mt-2 font-semibold text-red-800">${t('emptyId')}</p>` : ''}
</form>`;
}

/** The success notice of a request just sent: the specification's text, and the reference, large. */
function sentNotice(request: PublicRequest, words: TrackPageWords): SafeHtml {
  const { plain, wizard, card } = words;
  return markup`<section aria-label="${card('newRequest')}" class="mt-6 rounded-lg border-2 border-green-700 bg-green-50 p-4 text-green-900" data-testid="just-submitted">
<p class="font-semibold" role="status">${richHtml(plain, 'sent', { id: request.id, data: (chunks) => markup`<data value="${request.id}" class="font-mono break-all" translate="no">${chunks}</data>` })}</p>
<p class="mt-2 font-semibold">${wizard('yourReference')}</p>
<p class="font-mono text-2xl font-bold tracking-wider whitespace-nowrap" translate="no" data-testid="sent-reference">${formatReference(request.reference)}</p>
<p class="mt-1">${wizard('referenceUse')}</p>
</section>`;
}

/** "Get updates by e-mail": the app's FollowForm, posting to the server. */
export function followFormHtml(request: PublicRequest, words: TrackPageWords, state: FollowFormState): SafeHtml {
  const { card: t, lang } = words;
  const described = state.error ? 'follow-email-error follow-hint' : 'follow-hint';
  return markup`<section aria-labelledby="follow-heading" class="mt-6 rounded-xl border border-slate-300 bg-white p-5 shadow-sm sm:p-6" data-testid="follow-form">
<h2 id="follow-heading" class="text-lg font-semibold text-slate-900">${t('followTitle')}</h2>
<p id="follow-hint" class="mt-1 text-slate-700">${t('followHint')}</p>
${state.sent ? markup`<p role="status" class="mt-3 font-semibold text-green-800" data-testid="follow-sent">${state.sent}</p>` : ''}
<form method="post" action="${FOLLOW_ACTION}" novalidate class="mt-3">
<input type="hidden" name="requestId" value="${request.id}"><input type="hidden" name="lang" value="${lang}">
<label for="follow-email" class="${FIELD_LABEL}">${t('email')}</label>
<div class="mt-1 flex flex-wrap gap-3"><input id="follow-email" name="email" type="email" autocomplete="email"${attr('value', state.email || undefined)}${attr('aria-invalid', state.error ? 'true' : undefined)} aria-describedby="${described}" class="${inputClasses('max-w-md')}"><button type="submit" class="${buttonClasses('primary', 'md')}">${t('getUpdates')}</button></div>
${state.error ? markup`<p id="follow-email-error" role="alert" class="mt-2 font-semibold text-red-800">${state.error}</p>` : ''}
</form>
</section>`;
}

function result(page: TrackPage): SafeHtml {
  const { request, words } = page;
  if (!request)
    return page.query.trim() ? markup`<p role="alert" class="${ALERT}">${words.track('notFound')}</p>` : markup``;
  const mergedHref = (id: string) => `${page.path}?id=${encodeURIComponent(id)}`;
  return markup`${requestCardHtml(request, words, { mergedHref })}${followFormHtml(request, words, page.follow)}`;
}

/** The page's region: the screen in a main landmark, as the app's layout has it. */
export function trackRegion(page: TrackPage): SafeHtml {
  const { words } = page;
  const list = page.list
    ? publicListHtml(words, words.common, page.list)
    : markup`<p role="alert" class="${ALERT}">${words.track('listFailed')}</p>`;
  return markup`<main id="main" tabindex="-1" class="mx-auto max-w-5xl px-4 py-8">
<h1 class="text-2xl font-bold text-slate-900">${words.track('title')}</h1>
${page.problem ? markup`<p role="alert" class="${ALERT}">${page.problem}</p>` : ''}
${page.sent && page.request ? sentNotice(page.request, words) : ''}
${searchForm(page)}
${result(page)}
${list}
</main>`;
}
