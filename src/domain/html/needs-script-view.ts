/**
 * The first paint of a 311 screen that needs the app (docs/311-without-javascript.md): the staff
 * portal and the screens the plain pages do not offer (the figures, a page not found). It says so
 * plainly, in the page's language, and links to the resident pages that work without a script.
 * The /311 pages build it; the app replaces it once its screen has rendered.
 */
import { markup, type SafeHtml } from './html-text.ts';
import { regionMain } from './region-main.ts';

export interface NeedsScriptView {
  heading: string;
  /** Why the screen is not shown without JavaScript, and what works without it. */
  message: string;
  /** The resident pages, each drawn as a button (its classes: buttonClasses, #design). */
  links: readonly { href: string; label: string; classes: string }[];
}

/**
 * The region: a heading, the message and the links.
 * @example needsScriptRegion({ heading: 'Springfield 311', message: '…', links: [{ href: '/311', label: 'Submit New Request', classes: 'underline' }] })
 */
export function needsScriptRegion(view: NeedsScriptView): SafeHtml {
  const links = view.links.map(
    (link) => markup`<li><a href="${link.href}" class="${link.classes}">${link.label}</a></li>`,
  );
  return regionMain(markup`<h1 class="text-2xl font-bold text-slate-900">${view.heading}</h1>
<p class="mt-3 text-slate-700">${view.message}</p>
<ul class="mt-6 flex flex-wrap gap-3">${links}</ul>`);
}
