/**
 * The pages an e-mail's confirm and stop links open, without JavaScript
 * (docs/311-without-javascript.md): the app's LinkActionScreen as plain HTML with the same words.
 * Opening the link changes nothing (mail scanners open every link): the button is a form that
 * posts the link's token, in a hidden field, to the server.
 */
import { buttonClasses } from '#design/button-classes.ts';
import type { Translate } from '../i18n/translate.ts';
import type { FollowMessageKey } from '../messages-311/follow-english.ts';
import type { ShownText } from '../messages-311/follow-server-text.ts';
import { attr, markup, type SafeHtml } from './html-text.ts';

/** Where each page's button posts (functions/pages/link-action-routes.ts). */
export const LINK_ACTIONS = { confirm: '/api/311/updates/confirm', stop: '/api/311/updates/stop' } as const;

export type LinkActionKind = keyof typeof LINK_ACTIONS;

const WORDS = {
  confirm: { title: 'confirmTitle', explanation: 'confirmText', button: 'confirmButton' },
  stop: { title: 'stopTitle', explanation: 'stopText', button: 'stopButton' },
} as const;

const LINK =
  'font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900 focus-visible:outline-3 focus-visible:outline-offset-2';

export interface LinkActionPage {
  lang: string;
  follow: Translate<FollowMessageKey>;
  kind: LinkActionKind;
  /** The link's token ('' when the link has none). */
  token: string;
  /** The track page's address (`/311/es/track`). */
  trackPath: string;
  /** What the press did, and the request it was for. */
  done?: { message: ShownText; requestId: string };
  /** Why nothing was done. */
  error?: ShownText;
}

/** The page's title, in its language. */
export const linkActionTitle = (page: Pick<LinkActionPage, 'follow' | 'kind'>) => page.follow(WORDS[page.kind].title);

/** The page's region: the screen in a main landmark. */
export function linkActionRegion(page: LinkActionPage): SafeHtml {
  const { follow: t, kind } = page;
  const words = WORDS[kind];
  const body = page.done
    ? markup`<div class="mt-4"><p role="status" class="font-semibold text-green-800" data-testid="follow-result"${attr('lang', page.done.message.english ? 'en' : undefined)}>${page.done.message.text}</p><p class="mt-4"><a href="${page.trackPath}?id=${encodeURIComponent(page.done.requestId)}" class="${LINK}">${t('seeRequest')}</a></p></div>`
    : markup`<p class="mt-4 max-w-2xl text-slate-800">${t(words.explanation)}</p>${
        page.token
          ? markup`<form method="post" action="${LINK_ACTIONS[kind]}"><input type="hidden" name="token" value="${page.token}"><input type="hidden" name="lang" value="${page.lang}"><button type="submit" class="${buttonClasses('primary', 'md', 'mt-4')}">${t(words.button)}</button></form>`
          : ''
      }`;
  const error = page.error
    ? markup`<p role="alert" class="mt-4 font-semibold text-red-800"${attr('lang', page.error.english ? 'en' : undefined)}>${page.error.text}</p>`
    : '';
  return markup`<main id="main" tabindex="-1" class="mx-auto max-w-5xl px-4 py-8"><h1 class="text-2xl font-bold text-slate-900">${t(words.title)}</h1>${body}${error}</main>`;
}
