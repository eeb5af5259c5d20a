/**
 * The request this tab just submitted, kept in session storage so the track screen it redirects to
 * (and a reload of it) can repeat the reference prominently. Tab-scoped and forgotten with the tab:
 * nothing about a resident's request stays on a shared computer.
 */

const KEY = '311.just-submitted';

export interface JustSubmitted {
  id: string;
  reference: string;
}

/** Storage can be missing or refuse writes (private modes, full quota): then nothing is kept. */
function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** @example rememberSubmitted({ id: 'q3ZrT0bW8sLkP1mXa9Yc', reference: 'K7QM3XPA' }) */
export function rememberSubmitted(submitted: JustSubmitted): void {
  try {
    storage()?.setItem(KEY, JSON.stringify(submitted));
  } catch {
    // Without storage the track screen still shows the reference, only less prominently.
  }
}

/**
 * The request this tab just submitted, when it is the one with this id or reference.
 * @example justSubmitted('K7QM3XPA') // { id: 'q3ZrT0bW8sLkP1mXa9Yc', reference: 'K7QM3XPA' } or null
 */
export function justSubmitted(idOrReference: string): JustSubmitted | null {
  try {
    const value = JSON.parse(storage()?.getItem(KEY) ?? 'null') as Partial<JustSubmitted> | null;
    if (typeof value?.id !== 'string' || typeof value.reference !== 'string') return null;
    return value.id === idOrReference || value.reference === idOrReference ? (value as JustSubmitted) : null;
  } catch {
    return null;
  }
}
