/**
 * The wizard takes over the plain report form (docs/311-without-javascript.md): what a resident
 * typed before the app's script ran becomes the wizard's entries, at the step of the field they
 * were in, and that field's twin in the wizard (same id) gets the focus. Done in a layout effect, before the app removes the plain form in the same
 * commit (PortalApp.tsx), so nothing typed up to that moment is lost and nothing shows twice.
 */
import { useLayoutEffect, useState } from 'react';
import { reachableStep } from '#domain/requests/wizard-draft.ts';
import type { WizardEntries } from '#domain/requests/wizard-entries.ts';
import { plainReportEntries } from './plain-entries.ts';
import { fieldId, STEP_HEADING_ID, type StepIndex } from './wizard-values.ts';

/** The fields of the wizard's first two steps; the location step (a chunk of its own) is not opened by a takeover. */
const STEP_FIELDS: readonly (readonly string[])[] = [
  ['name', 'email', 'phone', 'submitterAddress'],
  ['category', 'description', 'photo', 'wantsTextAlerts'],
];

/**
 * The step a takeover opens at: the step of the focused field (the details step at most), or an
 * earlier one whose Next check the entries do not pass yet.
 * @example takeoverStep(entries, 'submit-description') // 1 when name and e-mail are right, else 0
 */
export function takeoverStep(entries: WizardEntries, focusedId: string | undefined): StepIndex {
  const wanted = STEP_FIELDS.findIndex((fields) => fields.some((name) => fieldId(name) === focusedId));
  return reachableStep(entries, wanted < 0 ? 0 : (wanted as StepIndex));
}

export interface TakenOver {
  entries: WizardEntries;
  step: StepIndex;
}

/**
 * Calls `apply` once, when the app starts on a page whose plain report form holds entries, then
 * moves the focus to the twin of the field the resident was in, entries or not (an empty form
 * applies nothing, so a draft kept from before a reload stays).
 */
export function usePlainTakeover(apply: (taken: TakenOver) => void): void {
  const [focusedId, setFocusedId] = useState<string | undefined>();
  useLayoutEffect(() => {
    const plain = plainReportEntries();
    if (!plain) return;
    if (plain.entries) apply({ entries: plain.entries, step: takeoverStep(plain.entries, plain.focusedId) });
    setFocusedId(plain.focusedId);
    // Once, with the page as it is when the wizard first renders.
  }, []);
  useLayoutEffect(() => {
    if (!focusedId) return;
    // A field of the location step stays behind: the step's heading takes the focus instead.
    (document.getElementById(focusedId) ?? document.getElementById(STEP_HEADING_ID))?.focus();
  }, [focusedId]);
}
