/**
 * What a resident entered in the page's plain report form before the app's script ran
 * (docs/311-without-javascript.md), for the wizard to take over (use-plain-takeover.ts).
 */
import { formEntries } from '#domain/requests/form-entries.ts';
import { photoProblem } from '#domain/requests/photo-check.ts';
import { hasEntries, type WizardEntries } from '#domain/requests/wizard-entries.ts';
import { plainReportForm } from '../../lib/plain-page.ts';

/** The field that had focus, and where its caret was, so the wizard's field of the same id takes them over. */
export interface PlainFocus {
  id: string;
  selection: { start: number; end: number } | null;
}

/** What the resident entered in the plain report form before the app ran. */
export interface PlainEntries {
  entries: WizardEntries;
  photo: File | null;
  focus: PlainFocus | null;
}

function focusIn(form: HTMLFormElement): PlainFocus | null {
  const active = document.activeElement;
  if (!(active instanceof HTMLElement) || !active.id || !form.contains(active)) return null;
  const text = active instanceof HTMLInputElement || active instanceof HTMLTextAreaElement ? active : null;
  const start = text?.selectionStart ?? null;
  const end = text?.selectionEnd ?? null;
  return { id: active.id, selection: start === null || end === null ? null : { start, end } };
}

/** The plain report form's entries, photo and focus; null when there is no form or nothing in it. */
export function plainReportEntries(): PlainEntries | null {
  const form = plainReportForm();
  if (!form) return null;
  const data = new FormData(form);
  const entries = formEntries((name) => {
    const value = data.get(name);
    return typeof value === 'string' ? value : undefined;
  });
  const file = data.get('photo');
  // A photo the wizard would refuse (not an image, too large) is left for the resident to choose again.
  const photo = file instanceof File && file.size > 0 && photoProblem(file) === null ? file : null;
  if (!hasEntries(entries) && photo === null) return null;
  return { entries, photo, focus: focusIn(form) };
}
