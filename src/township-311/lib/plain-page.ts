/**
 * The page's plain first screen (docs/311-without-javascript.md): the HTML the built page, or the
 * server, painted before the app's script ran. The wizard takes over what the resident entered in
 * its report form (features/submit/plain-entries.ts), other screens take over their own fields
 * (use-plain-field.ts), and the app removes it once its own first screen has rendered
 * (PlainScreenGone.tsx), so the page is never blank and never shows both.
 * Only DOM lookups here: this is in the code every screen loads.
 */
import { PLAIN_REGION_ID, REPORT_ACTION } from '#domain/html/plain-region.ts';

const plainRegion = () => document.getElementById(PLAIN_REGION_ID);

/** The plain first screen once removed, with what its fields held, and the id of the field that had the focus. */
let removed: { region: HTMLElement; focusedId: string } | null = null;

/** Whether the plain first screen is still on the page. */
export const plainShown = (): boolean => plainRegion() !== null;

/** The plain report form, when the page holds one (its action names the language after `?` on a language's page). */
export const plainReportForm = (): HTMLFormElement | null =>
  plainRegion()?.querySelector<HTMLFormElement>(`form[action="${REPORT_ACTION}"], form[action^="${REPORT_ACTION}?"]`) ??
  null;

/** The plain first screen, on the page or removed (with the id of the field focused then), or null. */
export function plainScreen(): { region: HTMLElement; focusedId: string } | null {
  const region = plainRegion();
  return region ? { region, focusedId: document.activeElement?.id ?? '' } : removed;
}

/** Removes the plain first screen (nothing once it is gone), keeping it aside for the fields shown later. */
export function removePlainRegion(): void {
  const region = plainRegion();
  if (!region) return;
  removed = { region, focusedId: document.activeElement?.id ?? '' };
  region.remove();
}
