/**
 * The pseudo-locale sweep (docs/translating.md): a screen shown in `en-XA` must carry no English
 * left outside the catalogs, and no text cut off or spilling out of its box with messages 40%
 * longer. Pseudo text is accented and bracketed (⟦Ţŕáçķ ··⟧); what is left once the bracketed runs
 * are taken out must be data (a request's id, an address, what a resident typed), which the caller
 * names in `allow`.
 */
import { expect, type Page } from '@playwright/test';
import { expectNoSidewaysScroll } from './no-overflow.ts';

export const PSEUDO = 'en-XA';

interface SweepOptions {
  /** Text that may show as it is: data, names, what the test typed. Matched as substrings. */
  allow?: readonly (string | RegExp)[];
  /** Where to look; the whole page by default. */
  root?: string;
}

/** The English words on the page outside pseudo text and allowed data, with where each was found. */
async function leftoverEnglish(page: Page, root: string, allow: readonly (string | RegExp)[]): Promise<string[]> {
  const texts = await page.evaluate((selector) => {
    const out: string[] = [];
    const scope = document.querySelector(selector) ?? document.body;
    const visible = (element: Element | null) => {
      for (let node = element; node; node = node.parentElement) {
        const style = getComputedStyle(node);
        if (style.display === 'none' || style.visibility === 'hidden') return false;
      }
      return true;
    };
    const walker = document.createTreeWalker(scope, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || ['SCRIPT', 'STYLE', 'NOSCRIPT', 'TEMPLATE'].includes(parent.tagName)) continue;
      if (parent.closest('[translate="no"], [data-pseudo-allow]')) continue;
      const text = (node as Text).data;
      if (!text.trim() || !visible(parent)) continue;
      out.push(text);
    }
    // Labels a screen reader hears but the eye does not see.
    for (const element of scope.querySelectorAll('[aria-label], [placeholder], [title], img[alt]')) {
      if (element.closest('[translate="no"], [data-pseudo-allow]')) continue;
      for (const name of ['aria-label', 'placeholder', 'title', 'alt']) {
        const value = element.getAttribute(name);
        if (value?.trim()) out.push(value);
      }
    }
    return out;
  }, root);
  const joined = texts.join('\n');
  // Pseudo runs may be split across elements (a tag inside a message): drop from ⟦ to ⟧ across nodes.
  let rest = joined
    .replace(/⟦[^⟧]*⟧/g, ' ')
    .replace(/⟦[^⟧]*$/gm, ' ')
    .replace(/^[^⟦\n]*⟧/gm, ' ');
  for (const allowed of allow) rest = rest.split(allowed).join(' ');
  return [...new Set(rest.match(/[A-Za-z]{3,}/g) ?? [])];
}

/** Elements whose text is cut off: wider or taller than a box that hides what overflows. */
async function cutOffText(page: Page, root: string): Promise<string[]> {
  return page.evaluate((selector) => {
    const scope = document.querySelector(selector) ?? document.body;
    const found: string[] = [];
    for (const element of scope.querySelectorAll<HTMLElement>('*')) {
      // SVG elements (icons) have no innerText.
      if (!(element instanceof HTMLElement) || !element.innerText.trim() || element.getClientRects().length === 0)
        continue;
      const style = getComputedStyle(element);
      const hidesX = style.overflowX === 'hidden' || style.overflowX === 'clip';
      const hidesY = style.overflowY === 'hidden' || style.overflowY === 'clip';
      // Screen-reader-only text is clipped to 1px by design.
      if (element.clientWidth <= 1 || element.clientHeight <= 1) continue;
      const overX = hidesX && element.scrollWidth > element.clientWidth + 1;
      const overY = hidesY && element.scrollHeight > element.clientHeight + 1;
      const ellipsis = style.textOverflow === 'ellipsis' && element.scrollWidth > element.clientWidth + 1;
      if (overX || overY || ellipsis)
        found.push(`<${element.tagName.toLowerCase()}> "${element.textContent.trim().slice(0, 50)}"`);
    }
    return found;
  }, root);
}

/**
 * Fails when the page, shown in the pseudo-locale, has English text outside the catalogs or text
 * that is cut off or spills past the screen; `what` names the screen in the message.
 */
export async function expectPseudoLocalized(
  page: Page,
  what: string,
  { allow = [], root = 'body' }: SweepOptions = {},
): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.lang), `${what}: <html lang>`).toBe(PSEUDO);
  expect(await leftoverEnglish(page, root, allow), `${what}: English left outside the catalogs`).toEqual([]);
  expect(await cutOffText(page, root), `${what}: text cut off`).toEqual([]);
  await expectNoSidewaysScroll(page, `${what} in the pseudo-locale`);
}
