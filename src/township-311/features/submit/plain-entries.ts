/**
 * What a resident entered in the page's plain report form before the app's script ran
 * (docs/311-without-javascript.md), for the wizard to take over (use-plain-takeover.ts). A photo
 * is not taken over (the wizard checks and decodes its own), nor the caret: the field's focus is.
 */
import { formEntries } from '#domain/requests/form-entries.ts';
import { hasEntries, type WizardEntries } from '#domain/requests/wizard-entries.ts';
import { plainReportForm } from '../../lib/plain-page.ts';

/** What the resident entered (null when nothing yet), and the id of the field that had focus. */
export interface PlainEntries {
  entries: WizardEntries | null;
  focusedId: string | undefined;
}

/**
 * The plain report form's entries and focus; null when there is no form. A resident may be in a
 * field before typing anything (a phone's keyboard open on Name): the focus is taken over then too.
 */
export function plainReportEntries(): PlainEntries | null {
  const form = plainReportForm();
  if (!form) return null;
  const data = new FormData(form);
  const entries = formEntries((name) => {
    const value = data.get(name);
    return typeof value === 'string' ? value : undefined;
  });
  const active = document.activeElement;
  return {
    entries: hasEntries(entries) ? entries : null,
    focusedId: active && form.contains(active) && active.id ? active.id : undefined,
  };
}
