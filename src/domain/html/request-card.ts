/**
 * One request as residents see it, as plain HTML (docs/311-without-javascript.md): the app's
 * RequestCard (src/township-311/features/track/RequestCard.tsx) with the same fields, words, order
 * and classes, from the same public projection the API sends (public-view.ts). The server's track
 * page and the submitter's private page show it; `extra` is what only the submitter sees.
 */
import { priorityBadgeClasses, statusBadgeClasses } from '#design/request-badges.ts';
import type { Translate } from '../i18n/translate.ts';
import type { CardMessageKey } from '../messages-311/card-english.ts';
import type { RequestTerms } from '../messages-311/request-terms.ts';
import type { TrackMessageKey } from '../messages-311/track-english.ts';
import { historyAction, userName } from '../messages-311/track-words.ts';
import { OPEN_STATUSES } from '../requests/constants.ts';
import { formatRequestDate } from '../requests/format-date.ts';
import { formatRequestDay } from '../requests/format-day.ts';
import type { PublicRequest } from '../requests/public-view.ts';
import { formatReference } from '../requests/reference.ts';
import { attr, markup, type SafeHtml } from './html-text.ts';
import { richHtml } from './rich-html.ts';

/** The words of a card and the list, in the page's language. */
export interface TrackWords {
  lang: string;
  track: Translate<TrackMessageKey>;
  card: Translate<CardMessageKey>;
  terms: RequestTerms;
  /** A stored category name as the reader reads it. */
  category: (name: string) => string;
}

const TERM = 'text-sm font-semibold text-slate-700';
const DETAIL = 'mt-0.5 text-slate-900 wrap-anywhere';
const HIDDEN = 'italic text-slate-700';
const LINK =
  'inline-flex min-h-11 items-center font-semibold text-brand-700 underline hover:text-brand-900 focus-visible:outline-3 focus-visible:outline-offset-2';

/** Screen-reader-only text, for a message's `<hidden>` tag. */
export const srOnly = (chunks: readonly unknown[]) => markup`<span class="sr-only">${chunks as SafeHtml[]}</span>`;

const field = (term: string, detail: SafeHtml) =>
  markup`<div><dt class="${TERM}">${term}</dt><dd class="${DETAIL}">${detail}</dd></div>`;

function section(name: string, title: string, body: SafeHtml): SafeHtml {
  const headingId = `track-${name}-heading`;
  return markup`<section aria-labelledby="${headingId}" class="mt-6"><h3 id="${headingId}" class="text-lg font-semibold text-slate-900">${title}</h3>${body}</section>`;
}

function photo(request: PublicRequest, words: TrackWords, hiddenNote: string | undefined): SafeHtml {
  const { card } = words;
  if (request.photoHidden) return markup`<p class="mt-2 ${HIDDEN}">${hiddenNote ?? card('hiddenByStaff')}</p>`;
  if (!request.imageUrl) return markup`<p class="mt-2 text-slate-700">${card('noPhoto')}</p>`;
  return markup`<figure class="mt-2"><img src="${request.imageUrl}" alt="${card('photoAlt')}" loading="lazy" decoding="async" width="480" height="360" class="h-auto max-h-80 w-auto max-w-full rounded-lg border border-slate-300 object-contain"><figcaption class="mt-2"><a href="${request.imageUrl}" target="_blank" rel="noopener noreferrer" class="${LINK}">${richHtml(card, 'openPhoto', { hidden: srOnly })}</a></figcaption></figure>`;
}

function history(request: PublicRequest, words: TrackWords): SafeHtml {
  const { card, terms, lang } = words;
  const items = request.history.map((entry) => {
    const action = historyAction(card, terms, entry.action);
    return markup`<li class="border-l-4 border-brand-600 pl-3"><p class="font-semibold text-slate-900 wrap-anywhere"${attr('lang', action.known ? undefined : 'en')}>${action.text}</p><p class="text-sm text-slate-700 wrap-anywhere">${card('historyBy', { when: formatRequestDate(entry.timestamp, lang), user: userName(card, entry.user) })}</p></li>`;
  });
  return markup`<ol class="mt-2 space-y-2" data-testid="track-history">${items}</ol>`;
}

function comments(request: PublicRequest, words: TrackWords): SafeHtml {
  const { card, lang } = words;
  if (request.comments.length === 0) return markup`<p class="mt-2 text-slate-700">${card('noComments')}</p>`;
  const items = request.comments.map(
    (comment) =>
      markup`<li class="rounded-lg bg-slate-100 p-3"><p class="whitespace-pre-line text-slate-900 wrap-anywhere" lang="en" translate="no">${comment.text}</p><p class="mt-1 text-sm text-slate-700 wrap-anywhere">${richHtml(
        card,
        'commentBy',
        {
          user: userName(card, comment.user),
          when: formatRequestDate(comment.timestamp, lang),
          time: (chunks) => markup`<time datetime="${comment.timestamp}">${chunks}</time>`,
        },
      )}</p></li>`,
  );
  return markup`<ul class="mt-2 space-y-3" data-testid="track-comments">${items}</ul>`;
}

export interface CardOptions {
  /** Above the heading: the notice of a request just sent. */
  notice?: SafeHtml;
  /** Says why a photo is hidden (the private page's own words). */
  photoHiddenNote?: string;
  /** After the photo: what only the submitter sees. */
  extra?: SafeHtml;
  /** Where the original of a merged request is looked up (the track page's `?id=`). */
  mergedHref?: (id: string) => string;
}

/** On a duplicate staff merged into another request: where its updates are now (RequestCard's MergedNotice). */
function mergedNotice(request: PublicRequest, words: TrackWords, href: CardOptions['mergedHref']): SafeHtml | '' {
  if (!request.mergedInto || !href) return '';
  const original = request.mergedInto;
  return markup`<p class="mt-3 rounded-lg border border-brand-600 bg-brand-50 p-3 font-semibold text-slate-900" data-testid="track-merged">${richHtml(
    words.card,
    'mergedNotice',
    {
      reference: formatReference(original.reference),
      link: (chunks) =>
        markup`<a href="${href(original.id)}" class="font-mono text-brand-700 underline underline-offset-4 hover:text-brand-900 focus-visible:outline-3 focus-visible:outline-offset-2">${chunks}</a>`,
    },
  )}</p>`;
}

/** @example requestCardHtml(request, words) // <article aria-labelledby="track-card-heading" …> */
export function requestCardHtml(request: PublicRequest, words: TrackWords, options: CardOptions = {}): SafeHtml {
  const { track, card, terms, lang } = words;
  const date = (value: string) => markup`<time datetime="${value}">${formatRequestDate(value, lang)}</time>`;
  const expected = OPEN_STATUSES.includes(request.status)
    ? markup`<p class="mt-2 font-semibold text-slate-900" data-testid="track-expected">${richHtml(card, 'expectedBy', {
        day: formatRequestDay(request.dueAt, lang),
        time: (chunks) => markup`<time datetime="${request.dueAt}">${chunks}</time>`,
      })}</p>`
    : '';
  const description = request.descriptionHidden
    ? markup`<dd class="${DETAIL} whitespace-pre-line ${HIDDEN}">${card('hiddenByStaff')}</dd>`
    : markup`<dd class="${DETAIL} whitespace-pre-line"><span translate="no">${request.description}</span></dd>`;
  return markup`<article aria-labelledby="track-card-heading" class="mt-8 rounded-xl border border-slate-300 bg-white p-5 shadow-sm sm:p-6" data-testid="track-card">
${options.notice}
<div class="flex flex-wrap items-center gap-3"><h2 id="track-card-heading" tabindex="-1" class="text-xl font-bold text-slate-900 focus-visible:outline-3 focus-visible:outline-offset-2">${words.category(request.category)}</h2><span class="${statusBadgeClasses(request.status)}" data-testid="track-status"><span class="sr-only">${track('statusPrefix')} </span>${terms.status(request.status)}</span></div>
${mergedNotice(request, words, options.mergedHref)}
${expected}
<dl class="mt-4 grid gap-4 sm:grid-cols-2">
${field(track('location'), markup`<span translate="no">${request.address}</span>`)}
${field(card('priority'), markup`<span class="${priorityBadgeClasses(request.priority)}">${terms.priority(request.priority)}</span>`)}
${field(card('reference'), markup`<span class="font-mono font-semibold tracking-wider whitespace-nowrap" data-testid="track-reference" translate="no">${formatReference(request.reference)}</span>`)}
${field(track('idLabel'), markup`<span class="font-mono break-all" translate="no">${request.id}</span>`)}
${field(track('submitted'), date(request.createdAt))}
${field(card('lastUpdate'), date(request.lastUpdatedAt))}
<div class="sm:col-span-2"><dt class="${TERM}">${card('description')}</dt>${description}</div>
</dl>
${section('photo', card('photoTitle'), photo(request, words, options.photoHiddenNote))}
${options.extra}
${section('history', card('history'), history(request, words))}
${section('comments', card('comments'), comments(request, words))}
</article>`;
}
