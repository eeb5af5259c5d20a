/**
 * The main landmark of a 311 page's plain first screen (docs/311-without-javascript.md), with the
 * classes of the app's resident screens' (ResidentLayout.tsx), so nothing moves when the app takes over. (Apart from plain-region.ts, whose names the app's code reads.)
 */
import { markup, type SafeHtml } from './html-text.ts';

/** The region's main landmark around a first screen's HTML. */
export const regionMain = (body: SafeHtml): SafeHtml =>
  markup`<main id="main" tabindex="-1" class="mx-auto max-w-5xl px-4 py-8">${body}</main>`;
