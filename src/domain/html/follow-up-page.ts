/**
 * The submitter's private page without JavaScript (docs/311-without-javascript.md): the app's
 * FollowUpScreen as plain HTML with the same words. Its request card with what only the submitter
 * added, and the action the request allows now: "add information" while it is open and "not fixed"
 * for 14 days after its resolution, each a form posting to the server with the link's token in a
 * hidden field (never in the form's address, which logs keep).
 */
import { buttonClasses } from '#design/button-classes.ts';
import { FOLLOW_PHOTO_CLASSES } from '#design/follow-photo-classes.ts';
import { inputClasses } from '#design/input-classes.ts';
import type { Translate } from '../i18n/translate.ts';
import type { FollowMessageKey } from '../messages-311/follow-english.ts';
import { serverText, type ShownText } from '../messages-311/follow-server-text.ts';
import type { FollowUpState } from '../requests/follow-up.ts';
import { FOLLOW_UP_MESSAGES, FOLLOW_UP_TEXT_LIMIT, REOPEN_DAYS } from '../requests/follow-up-messages.ts';
import { formatRequestDate } from '../requests/format-date.ts';
import type { SubmitterRequest } from '../requests/submitter-view.ts';
import { attr, markup, type SafeHtml } from './html-text.ts';
import { requestCardHtml } from './request-card.ts';
import type { TrackPageWords } from './track-page.ts';
import { richHtml } from './rich-html.ts';

/** Where the private page's forms post (functions/pages/follow-up-routes.ts). */
export const FOLLOW_UP_ACTIONS = {
  information: '/api/311/my-request/information',
  reopen: '/api/311/my-request/reopen',
} as const;

export interface FollowUpWords extends TrackPageWords {
  follow: Translate<FollowMessageKey>;
}

export interface FollowUpPage {
  words: FollowUpWords;
  /** The app's address in the page's language (`/311/es`): the links' base. */
  appPath: string;
  token: string;
  /** The request and what may be done, or why the link opens nothing (in the page's language). */
  view: { request: SubmitterRequest; state: FollowUpState } | { problem: ShownText };
  /** Above the card: the answer to the last post, in the page's language, and whether it went through. */
  notice?: ShownText & { done: boolean };
  /** What the form held when its post was refused. */
  text?: string;
}

const LINK =
  'font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900 focus-visible:outline-3 focus-visible:outline-offset-2';
const LABEL = 'block font-semibold text-slate-900';

const langOf = (shown: ShownText) => attr('lang', shown.english ? 'en' : undefined);

function additions(request: SubmitterRequest, words: FollowUpWords): SafeHtml {
  const { follow: t, lang } = words;
  const items = request.additions.map((addition) => {
    const when = formatRequestDate(addition.timestamp, lang);
    return markup`<li class="rounded-lg bg-slate-100 p-3"><p class="text-sm font-semibold text-slate-800">${t(addition.kind === 'information' ? 'addedInformation' : 'addedNotFixed')}</p>${addition.text ? markup`<p class="mt-1 whitespace-pre-line text-slate-900 wrap-anywhere" translate="no">${addition.text}</p>` : ''}${addition.photo ? markup`<p class="mt-2 text-sm text-slate-700">${words.plainTrack('addedPhotoNoScript', { when })}</p>` : ''}<p class="mt-1 text-sm text-slate-700"><time datetime="${addition.timestamp}">${when}</time></p></li>`;
  });
  return markup`<section aria-labelledby="follow-up-additions-heading" class="mt-6" data-testid="follow-up-additions"><h3 id="follow-up-additions-heading" class="text-lg font-semibold text-slate-900">${t('additionsTitle')}</h3><p class="mt-1 text-sm text-slate-700">${t('additionsNote')}</p>${request.additions.length === 0 ? markup`<p class="mt-2 text-slate-700">${t('nothingYet')}</p>` : markup`<ul class="mt-2 space-y-3">${items}</ul>`}</section>`;
}

/** An optional text field, as FollowUpText lays it out. */
function optionalText(
  id: string,
  name: string,
  label: string,
  page: FollowUpPage,
  rows: number,
  describedBy?: string,
): SafeHtml {
  return markup`<div><label for="${id}" class="${LABEL}">${label}<span class="font-normal text-slate-700"> ${page.words.follow('optional')}</span></label><textarea id="${id}" name="${name}" rows="${rows}" maxlength="${FOLLOW_UP_TEXT_LIMIT}"${attr('aria-describedby', describedBy)} class="${inputClasses('mt-1')}">${page.text ?? ''}</textarea></div>`;
}

function addForm(page: FollowUpPage): SafeHtml {
  const { follow: t } = page.words;
  return markup`<section aria-labelledby="follow-up-add-heading" class="mt-8"><h2 id="follow-up-add-heading" class="text-xl font-semibold text-slate-900">${t('addTitle')}</h2><p class="mt-1 text-slate-700">${t('addLead')}</p>
<form method="post" action="${FOLLOW_UP_ACTIONS.information}" enctype="multipart/form-data" novalidate class="mt-4 grid max-w-2xl gap-4">
<input type="hidden" name="token" value="${page.token}"><input type="hidden" name="lang" value="${page.words.lang}">
${optionalText('follow-up-text', 'text', t('information'), page, 4)}
<div><label for="follow-up-photo" class="${LABEL}">${t('photo')}<span class="font-normal text-slate-700"> ${t('optional')}</span></label><p id="follow-up-photo-hint" class="text-sm text-slate-700">${t('photoHint')}</p><input id="follow-up-photo" name="photo" type="file" accept="image/*" aria-describedby="follow-up-photo-hint" class="${FOLLOW_PHOTO_CLASSES}"></div>
<div><button type="submit" class="${buttonClasses('primary', 'md')}">${t('addButton')}</button></div>
</form></section>`;
}

function notFixedForm(page: FollowUpPage, reopenUntil: string): SafeHtml {
  const { follow: t, lang } = page.words;
  const hint = richHtml(t, 'notFixedHint', {
    days: REOPEN_DAYS,
    when: formatRequestDate(reopenUntil, lang),
    time: (chunks) => markup`<time datetime="${reopenUntil}">${chunks}</time>`,
  });
  return markup`<section aria-labelledby="follow-up-reopen-heading" class="mt-8"><h2 id="follow-up-reopen-heading" class="text-xl font-semibold text-slate-900">${t('notFixedTitle')}</h2><p id="follow-up-reopen-hint" class="mt-1 max-w-2xl text-slate-700">${hint}</p>
<form method="post" action="${FOLLOW_UP_ACTIONS.reopen}" novalidate class="mt-4 grid max-w-2xl gap-4">
<input type="hidden" name="token" value="${page.token}"><input type="hidden" name="lang" value="${lang}">
${optionalText('follow-up-note', 'note', t('stillWrong'), page, 3, 'follow-up-reopen-hint')}
<div><button type="submit" class="${buttonClasses('warning', 'md')}">${t('notFixedButton')}</button></div>
</form></section>`;
}

/** Why nothing more can be done, and where to go instead. */
function finished(page: FollowUpPage, message: string): SafeHtml {
  const shown = serverText(page.words.follow, message);
  return markup`<div class="mt-8 max-w-2xl rounded-lg border-2 border-slate-400 bg-white p-4" data-testid="follow-up-finished"><p class="font-semibold text-slate-900"${langOf(shown)}>${shown.text}</p><p class="mt-3"><a href="${page.appPath || '/'}" class="${LINK}">${page.words.follow('submitNew')}</a></p></div>`;
}

function actions(page: FollowUpPage, state: FollowUpState): SafeHtml {
  switch (state.kind) {
    case 'open':
      return state.additionsLeft > 0 ? addForm(page) : finished(page, FOLLOW_UP_MESSAGES.tooMany);
    case 'resolved':
      return notFixedForm(page, state.reopenUntil);
    case 'too-late':
      return finished(page, FOLLOW_UP_MESSAGES.tooLate);
    case 'closed':
      return finished(page, FOLLOW_UP_MESSAGES.closed);
  }
}

/** The page's region: the screen in a main landmark. */
export function followUpRegion(page: FollowUpPage): SafeHtml {
  const { follow: t } = page.words;
  const { notice } = page;
  let body: SafeHtml;
  if ('problem' in page.view) {
    const { problem } = page.view;
    body = markup`<div class="mt-6"><p role="alert" class="rounded-lg border-2 border-red-700 bg-red-50 p-4 font-semibold text-red-800"${langOf(problem)}>${problem.text}</p><p class="mt-4"><a href="${page.appPath}/track" class="${LINK}">${t('trackById')}</a></p></div>`;
  } else {
    const { request, state } = page.view;
    const card = requestCardHtml(request, page.words, {
      photoHiddenNote: t('photoHiddenNote'),
      extra: additions(request, page.words),
    });
    body = markup`${card}<p class="mt-4"><a href="${page.appPath}/track?id=${encodeURIComponent(request.id)}" class="${LINK}">${t('publicPage')}</a></p>${actions(page, state)}`;
  }
  return markup`<main id="main" tabindex="-1" class="mx-auto max-w-5xl px-4 py-8">
<h1 class="text-2xl font-bold text-slate-900">${t('title')}</h1>
<p class="mt-2 max-w-2xl text-slate-700">${t('privateNote')}</p>
${notice ? markup`<p role="${notice.done ? 'status' : 'alert'}" class="mt-4 font-semibold ${notice.done ? 'text-green-800' : 'text-red-800'}" data-testid="follow-up-notice"${langOf(notice)}>${notice.text}</p>` : ''}
${body}
</main>`;
}
