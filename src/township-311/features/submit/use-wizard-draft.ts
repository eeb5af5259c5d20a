/**
 * The wizard's draft in the tab's session storage (#domain/requests/wizard-draft.ts): read once
 * when the wizard opens, written as the resident types, removed after a submission or Start
 * over. Session storage, not local: it stays in this tab (a reload, another screen and back) and
 * goes when the tab is closed, so on a shared computer the next person does not find it.
 */
import { useEffect, useState } from 'react';
import { parseDraft, serializeDraft, type WizardDraft } from '#domain/requests/wizard-draft.ts';

const STORAGE_KEY = 'township-311:submit-draft';

function readDraft(): WizardDraft | null {
  try {
    return parseDraft(sessionStorage.getItem(STORAGE_KEY));
  } catch {
    // Storage refused (a browser setting): the wizard starts empty.
    return null;
  }
}

function writeDraft(draft: WizardDraft | null): void {
  try {
    if (draft) sessionStorage.setItem(STORAGE_KEY, serializeDraft(draft));
    else sessionStorage.removeItem(STORAGE_KEY);
  } catch {
    // Storage refused or full: the entries are only lost on leaving, as without a draft.
  }
}

/** Forgets the draft (after a submission, or Start over). */
export const clearDraft = () => {
  writeDraft(null);
};

/** The draft found when the wizard opened, or null; read once. */
export function useStoredDraft(): WizardDraft | null {
  const [draft] = useState(readDraft);
  return draft;
}

/**
 * Keeps `draft` in storage while `keep` holds, and removes it when it does not (everything was
 * cleared by hand).
 * @example useKeepDraft({ entries: values, step, photoName }, hasEntries(values) || photoName !== null);
 */
export function useKeepDraft({ entries, step, photoName }: WizardDraft, keep: boolean): void {
  useEffect(() => {
    writeDraft(keep ? { entries, step, photoName } : null);
  }, [entries, step, photoName, keep]);
}
