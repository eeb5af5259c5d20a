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

/** A plain field's entry, kept when the plain screen goes for a field the app shows later. */
export interface PlainField {
  value: string;
  focused: boolean;
}

/** What the plain screen's fields held when it was removed, by id; each is taken once. */
const kept = new Map<string, PlainField>();

type Field = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

const entryOf = (field: Field): PlainField => ({ value: field.value, focused: document.activeElement === field });

/** Whether the plain first screen is still on the page. */
export const plainShown = (): boolean => plainRegion() !== null;

/** The plain report form, when the page holds one (its action names the language after `?` on a language's page). */
export const plainReportForm = (): HTMLFormElement | null =>
  plainRegion()?.querySelector<HTMLFormElement>(`form[action="${REPORT_ACTION}"], form[action^="${REPORT_ACTION}?"]`) ??
  null;

/**
 * What the resident entered in the plain screen's field with this id, once: the app's twin of the
 * field starts with it. Null when there was no such field or it was already taken.
 */
export function takePlainField(id: string): PlainField | null {
  const field = plainRegion()?.querySelector<Field>(`[id="${id}"]`);
  if (field) return entryOf(field);
  const entry = kept.get(id) ?? null;
  kept.delete(id);
  return entry;
}

/** Removes the plain first screen (nothing once it is gone), keeping its text fields' entries. */
export function removePlainRegion(): void {
  const region = plainRegion();
  if (!region) return;
  for (const field of region.querySelectorAll<Field>(
    'input[id]:not([type=hidden]):not([type=file]), select[id], textarea[id]',
  )) {
    kept.set(field.id, entryOf(field));
  }
  region.remove();
}
