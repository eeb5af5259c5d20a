/**
 * Remembers the language a visitor chooses in the switch: cookie `lang` for a year, on the whole
 * site, so the server sends the next visit to an English address to the chosen language's, and the
 * 311 app (which reads the same cookie) opens in it.
 */
export const LANGUAGE_COOKIE_MAX_AGE = 60 * 60 * 24 * 365;

/** The cookie that records a choice. */
export function languageCookie(tag: string): string {
  return `lang=${encodeURIComponent(tag)}; path=/; max-age=${LANGUAGE_COOKIE_MAX_AGE}; SameSite=Lax`;
}

/** Sets the cookie when a link carrying `data-lang-choice` is followed (by click, touch or Enter). */
export function setUpLanguageChoice(root: ParentNode): void {
  root.querySelectorAll<HTMLAnchorElement>('a[data-lang-choice]').forEach((link) => {
    link.addEventListener('click', () => {
      document.cookie = languageCookie(link.dataset.langChoice ?? 'en');
    });
  });
}
