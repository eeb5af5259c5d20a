/**
 * The page's plain first screen (docs/311-without-javascript.md): the HTML the built page, or the
 * server, painted before the app's script ran. The wizard takes over what the resident entered in
 * its report form (features/submit/plain-entries.ts), and the app removes it once its own first
 * screen has rendered (PlainScreenGone.tsx), so the page is never blank and never shows both.
 * Only DOM lookups here: this is in the code every screen loads.
 */
import { PLAIN_REGION_ID, REPORT_ACTION } from '#domain/html/plain-region.ts';

const plainRegion = () => document.getElementById(PLAIN_REGION_ID);

/** Whether the plain first screen is still on the page. */
export const plainShown = (): boolean => plainRegion() !== null;

/** The plain report form, when the page holds one. */
export const plainReportForm = (): HTMLFormElement | null =>
  plainRegion()?.querySelector<HTMLFormElement>(`form[action="${REPORT_ACTION}"]`) ?? null;

/** Removes the plain first screen (nothing once it is gone). */
export function removePlainRegion(): void {
  plainRegion()?.remove();
}
