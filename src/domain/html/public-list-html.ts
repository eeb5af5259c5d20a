/**
 * "All Public Requests" as plain HTML (docs/311-without-javascript.md): the app's list
 * (PublicRequestsTable.tsx, PublicRequestRows.tsx) with the same filters, status line, rows and
 * words, where each row's View and the pages are links: cards on a phone, a table from `md` up.
 */
import { buttonClasses } from '#design/button-classes.ts';
import { inputClasses } from '#design/input-classes.ts';
import { statusBadgeClasses } from '#design/request-badges.ts';
import type { CommonKey } from '../messages-311/common-english.ts';
import { publicListStatus, type PublicListParams } from '../messages-311/public-list-status.ts';
import type { Translate } from '../i18n/translate.ts';
import { STATUSES } from '../requests/constants.ts';
import { formatRequestDate } from '../requests/format-date.ts';
import type { PublicListItem } from '../requests/public-view.ts';
import { attr, markup, type SafeHtml } from './html-text.ts';
import type { TrackWords } from './request-card.ts';
import { richHtml } from './rich-html.ts';
import { srOnly } from './request-card.ts';

export interface PublicListView {
  /** The rows of this page, newest first. */
  rows: readonly PublicListItem[];
  /** The cursor of the next, older page; null on the last. */
  next: string | null;
  params: PublicListParams;
  /** The categories offered by the filter: stored names. */
  categories: readonly string[];
  /** A link to the track page with these parameters (a lookup, filters, a page). */
  href: (query: Partial<PublicListParams> & { id?: string }) => string;
  /** Said above the list: the address named a page or filter that does not exist. */
  notice?: string;
}

const HEADER = 'px-3 py-2 text-left text-sm font-semibold text-slate-900';
const CELL = 'px-3 py-2 align-middle text-slate-900';
const LABEL = 'block font-semibold text-slate-900';

function select(
  id: string,
  name: string,
  label: string,
  all: string,
  options: readonly string[],
  chosen: string | null,
  named: (value: string) => string,
): SafeHtml {
  return markup`<div><label for="${id}" class="${LABEL}">${label}</label><select id="${id}" name="${name}" class="${inputClasses('mt-1 w-auto')}"><option value="">${all}</option>${options.map((option) => markup`<option value="${option}"${attr('selected', option === chosen)}>${named(option)}</option>`)}</select></div>`;
}

function view(words: TrackWords, row: PublicListItem, list: PublicListView): SafeHtml {
  const href = list.href({ ...list.params, id: row.id });
  return markup`<a href="${href}" class="${buttonClasses('secondary', 'sm', 'min-h-11')}">${richHtml(words.track, 'view', { id: row.id, hidden: srOnly })}</a>`;
}

function table(words: TrackWords, list: PublicListView): SafeHtml {
  const { track: t } = words;
  const headers = [t('status'), t('category'), t('location'), t('submitted'), t('action')];
  return markup`<div role="region" aria-labelledby="public-requests-heading" tabindex="0" class="relative mt-3 overflow-x-auto rounded-lg border border-slate-300 bg-white focus-visible:outline-3 focus-visible:outline-offset-2 hidden md:block"><table class="w-full min-w-[40rem] border-collapse" aria-labelledby="public-requests-heading"><thead class="bg-slate-100"><tr>${headers.map((label) => markup`<th scope="col" class="${HEADER}">${label}</th>`)}</tr></thead><tbody>${list.rows.map(
    (row) =>
      markup`<tr class="border-t border-slate-200" data-request-id="${row.id}"><td class="${CELL}"><span class="${statusBadgeClasses(row.status)}" data-testid="public-status">${words.terms.status(row.status)}</span></td><td class="${CELL}">${words.category(row.category)}</td><td class="${CELL} wrap-anywhere" translate="no">${row.address}</td><td class="${CELL} whitespace-nowrap">${formatRequestDate(row.createdAt, words.lang)}</td><td class="${CELL}">${view(words, row, list)}</td></tr>`,
  )}</tbody></table></div>`;
}

function cards(words: TrackWords, common: Translate<CommonKey>, list: PublicListView): SafeHtml {
  const { track: t } = words;
  const field = (term: string, detail: SafeHtml | string) =>
    markup`<div><dt class="inline font-semibold text-slate-700">${common('cardField', { term })} </dt><dd class="inline wrap-anywhere">${detail}</dd></div>`;
  return markup`<ul aria-labelledby="public-requests-heading" class="grid gap-3 md:hidden mt-3">${list.rows.map(
    (row) =>
      markup`<li data-request-id="${row.id}" data-card class="relative min-w-0 rounded-lg border border-slate-300 p-4 bg-white"><div class="flex flex-wrap items-center justify-between gap-2"><div class="min-w-0 font-semibold text-slate-900 wrap-anywhere">${words.category(row.category)}</div><span class="${statusBadgeClasses(row.status)}" data-testid="public-status"><span class="sr-only">${t('statusPrefix')} </span>${words.terms.status(row.status)}</span></div><dl class="mt-2 grid gap-1 text-sm text-slate-900">${field(t('location'), markup`<span translate="no">${row.address}</span>`)}${field(t('submitted'), formatRequestDate(row.createdAt, words.lang))}</dl><div class="mt-3">${view(words, row, list)}</div></li>`,
  )}</ul>`;
}

/** @example publicListHtml(words, common, { rows, next, params, categories, href }) */
export function publicListHtml(words: TrackWords, common: Translate<CommonKey>, list: PublicListView): SafeHtml {
  const { track: t } = words;
  const { params } = list;
  const filtered = params.status !== null || params.category !== null;
  const status = publicListStatus(params, list.rows.length, {
    t,
    category: words.category,
    status: words.terms.status,
  });
  const rows =
    list.rows.length === 0
      ? markup`<p class="mt-3 text-slate-700">${t(filtered ? 'noMatch' : 'noneSubmitted')}</p>`
      : markup`${cards(words, common, list)}${table(words, list)}`;
  const filters = { status: params.status, category: params.category };
  const pages =
    params.after || list.next
      ? markup`<nav aria-label="${t('pages')}" class="mt-3 flex flex-wrap gap-3">${params.after ? markup`<a href="${list.href({ ...filters, after: null })}" class="${buttonClasses('secondary', 'md')}">${t('newest')}</a>` : ''}${list.next ? markup`<a href="${list.href({ ...filters, after: list.next })}" class="${buttonClasses('secondary', 'md')}">${t('older')}</a>` : ''}</nav>`
      : '';
  return markup`<section aria-labelledby="public-requests-heading" class="mt-12">
<h2 id="public-requests-heading" tabindex="-1" class="text-xl font-bold text-slate-900 focus-visible:outline-3 focus-visible:outline-offset-2">${t('publicTitle')}</h2>
<form method="get" action="${list.href({})}" aria-label="${t('filterLabel')}" class="mt-3 flex flex-wrap items-end gap-3">
${select('public-status', 'status', t('status'), t('allStatuses'), STATUSES, params.status, words.terms.status)}
${select('public-category', 'category', t('category'), t('allCategories'), list.categories, params.category, words.category)}
<button type="submit" class="${buttonClasses('secondary', 'md')}">${t('apply')}</button>
</form>
${list.notice ? markup`<p class="mt-3 font-semibold text-slate-900">${list.notice}</p>` : ''}
<p class="mt-3 text-sm font-medium text-slate-800" data-testid="public-list-status">${status}</p>
${rows}
${pages}
</section>`;
}
