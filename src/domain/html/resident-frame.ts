/**
 * The frame of a resident 311 page drawn as plain HTML (docs/311-without-javascript.md): the banner
 * with the language links and the screen's header buttons, the page's main landmark, and the
 * public-data statement with the link back to the coalition's site. The same markup and classes
 * as the app's ResidentLayout, so without a script a resident can still change language and move
 * between the pages, and with one the page does not move when the app takes over.
 */
import {
  APP_NAME_CLASSES,
  BACK_LINK_CLASSES,
  HEADER_BUTTON_CLASSES,
  LANGUAGE_LINK_CLASSES,
} from '#design/resident-header-classes.ts';
import type { Translate } from '../i18n/messages.ts';
import type { CommonKey } from '../messages-311/common-english.ts';
import { HEADER_ACTION_LABELS, type HeaderAction } from '../messages-311/header-actions.ts';
import { attr, markup, type SafeHtml } from './html-text.ts';

export type { HeaderAction } from '../messages-311/header-actions.ts';

export interface ResidentFrame {
  lang: string;
  common: Translate<CommonKey>;
  township: string;
  /** Each offered language, named in itself. */
  languages: readonly { tag: string; name: string }[];
  /** The app's root in a language's addresses: '/311', '/311/es' (or '', '/es' on a 311 host). */
  rootIn: (tag: string) => string;
  /** This page's address after its language's root: '' for the report form, '/track?status=New'. */
  rest: string;
  actions: readonly HeaderAction[];
  /** The coalition's name and home address, for the footer's link back. */
  organisation?: { name: string; href: string };
}

/** Where each header button leads, after the language's root. */
const ACTION_PATHS: Record<HeaderAction, string> = { track: '/track', submit: '', staff: '/login' };

/** A root's address, never empty: a 311 host's English root is '/'. */
const address = (path: string) => path || '/';

function languageLinks(frame: ResidentFrame): SafeHtml {
  if (frame.languages.length < 2) return markup``;
  const links = frame.languages.map(({ tag, name }) => {
    const href = address(`${frame.rootIn(tag)}${frame.rest}`);
    return markup`<li><a href="${href}" lang="${tag}" hreflang="${tag}" translate="no"${attr('aria-current', tag === frame.lang ? 'true' : undefined)} class="${LANGUAGE_LINK_CLASSES}">${name}</a></li>`;
  });
  return markup`<nav aria-label="${frame.common('languageNav')}"><ul class="flex flex-wrap justify-end gap-x-3 gap-y-1">${links}</ul></nav>`;
}

/**
 * The page: `main` (the screen's main landmark) inside the banner and the footer.
 * @example residentFrameHtml({ lang: 'en', common, township: 'Springfield', languages, rootIn, rest: '/track', actions: ['submit', 'staff'] }, main)
 */
export function residentFrameHtml(frame: ResidentFrame, main: SafeHtml): SafeHtml {
  const t = frame.common;
  const root = frame.rootIn(frame.lang);
  const buttons = frame.actions.map(
    (action) =>
      markup`<li><a href="${address(root + ACTION_PATHS[action])}" class="${HEADER_BUTTON_CLASSES}">${t(HEADER_ACTION_LABELS[action])}</a></li>`,
  );
  const back = frame.organisation
    ? markup`<p class="mt-4"><a href="${frame.organisation.href}" class="${BACK_LINK_CLASSES}">${t('backTo', { organisation: frame.organisation.name })}</a></p>`
    : '';
  return markup`<div class="min-h-screen bg-slate-50"><header class="bg-brand-900 text-white"><div class="mx-auto max-w-5xl px-4 pt-2">${languageLinks(frame)}</div>
<div class="mx-auto flex max-w-5xl flex-wrap items-center justify-between gap-4 px-4 py-4"><a href="${address(root)}" class="${APP_NAME_CLASSES}">${t('appName', { township: frame.township })}</a>${buttons.length > 0 ? markup`<nav aria-label="${t('headerNav')}"><ul class="flex flex-wrap gap-2">${buttons}</ul></nav>` : ''}</div></header>
${main}
<footer class="mx-auto max-w-5xl px-4 pb-10 text-sm text-slate-700"><p>${t('publicData')}</p>${back}</footer></div>`;
}
