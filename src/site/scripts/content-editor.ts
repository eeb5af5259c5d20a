/**
 * Starts the browser content editor (Sveltia CMS, bundled from npm) on /admin, the only page that
 * loads it; it reads its configuration from /admin/config.json (the page's cms-config-url link).
 */
import CMS from '@sveltia/cms';
import {
  ANSWERS_FORMAT,
  DuplicateAnswerError,
  formatAnswersFile,
  parseAnswersFile,
} from '#domain/admin/answers-format.ts';

/**
 * The editor writes a viewport that forbids zooming (maximum-scale=1); people who enlarge text
 * need it (WCAG 1.4.4), so the limit is taken out whenever the editor sets it.
 */
function keepZoom(): void {
  for (const meta of document.querySelectorAll<HTMLMetaElement>('meta[name="viewport"]')) {
    const allowed = meta.content.replace(/,?\s*maximum-scale=[^,]*/g, '').replace(/,?\s*user-scalable=no/g, '');
    if (allowed !== meta.content) meta.content = allowed;
  }
}

/**
 * The editor's menus give every plain item `aria-checked="false"`, which only a checkbox or radio
 * item may carry (screen readers may read a plain item as "not checked"), so it is taken off them.
 */
function plainMenuItems(): void {
  for (const item of document.querySelectorAll('[role="menuitem"][aria-checked]')) item.removeAttribute('aria-checked');
}

/**
 * The list a combobox opens (the language menu; the combobox controls the popup that holds it) has
 * no name of its own; it gets its combobox's, so a screen reader names the list it is in.
 */
function namedLists(): void {
  for (const box of document.querySelectorAll('[role="combobox"][aria-controls][aria-label]')) {
    const popup = document.getElementById(box.getAttribute('aria-controls') ?? '');
    const list = popup?.matches('[role="listbox"]') ? popup : popup?.querySelector('[role="listbox"]');
    if (!list || list.hasAttribute('aria-label') || list.hasAttribute('aria-labelledby')) continue;
    list.setAttribute('aria-label', box.getAttribute('aria-label') ?? '');
  }
}

new MutationObserver(keepZoom).observe(document.head, { childList: true, subtree: true, attributes: true });
new MutationObserver(() => {
  plainMenuItems();
  namedLists();
}).observe(document.body, {
  childList: true,
  subtree: true,
  attributeFilter: ['aria-checked', 'aria-controls', 'role'],
});
/** The last refusal shown, and when its notice was closed: one save writes each language's file. */
let lastRefusal = { message: '', closedAt: 0 };

/**
 * An answers file's text from the form. Two answers for one question cannot both be kept, so the
 * save is refused; the editor's own notice only says saving failed, so the reason is shown first,
 * once a save (the same refusal of the other languages' files right after it is not repeated).
 */
function writeAnswers(form: Record<string, unknown>): string {
  try {
    return formatAnswersFile(form);
  } catch (error) {
    if (error instanceof DuplicateAnswerError) {
      const justShown = lastRefusal.message === error.message && Date.now() - lastRefusal.closedAt < 2_000;
      if (!justShown) {
        window.alert(error.message);
        lastRefusal = { message: error.message, closedAt: Date.now() };
      }
    }
    throw error;
  }
}

// An answers file is an object keyed by question id on disk, a list naming each question in the form.
CMS.registerCustomFormat(ANSWERS_FORMAT, 'json', { fromFile: parseAnswersFile, toFile: writeAnswers });
void CMS.init();
