/**
 * The submit wizard's draft (docs/product.md#311-submitting-a-request): what the resident has
 * entered, kept in the tab's session storage while they type, so a reload or a visit to another
 * screen loses nothing. The photo's bytes are not kept, only its name, to say it must be chosen
 * again. Stored text is read back defensively: anything of the wrong shape is dropped.
 */
import { checkWizardStep, type CheckedStep } from './wizard-step-check.ts';
import { EMPTY_ENTRIES, hasEntries, TEXT_FIELDS, type WizardEntries, type WizardStep } from './wizard-entries.ts';

export interface WizardDraft {
  entries: WizardEntries;
  /** The step the resident was on. */
  step: WizardStep;
  /** The name of the photo that was chosen (its bytes are not kept), or null. */
  photoName: string | null;
}

/** The format's version: a draft of another version is dropped rather than misread. */
const VERSION = 1;
/** Longer than any field may be (the longest, the description, is 2,000): a bound on what is read back. */
const MAX_TEXT = 10_000;

/**
 * The draft as stored.
 * @example serializeDraft({ entries: EMPTY_ENTRIES, step: 0, photoName: null }) // '{"v":1,"entries":{...},"step":0,"photoName":null}'
 */
export const serializeDraft = (draft: WizardDraft): string => JSON.stringify({ v: VERSION, ...draft });

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const text = (value: unknown) => (typeof value === 'string' && value.length <= MAX_TEXT ? value : '');

function point(value: unknown): WizardEntries['location'] {
  if (!isRecord(value)) return null;
  const { lat, lng } = value;
  return typeof lat === 'number' && typeof lng === 'number' && Number.isFinite(lat) && Number.isFinite(lng)
    ? { lat, lng }
    : null;
}

/**
 * A stored draft read back, or null when there is none or it is unreadable. Each field of the
 * wrong type is left empty; the step is one the entries before it allow (the resident returns to
 * the first step that still needs something).
 * @example parseDraft(serializeDraft({ entries: { ...EMPTY_ENTRIES, name: 'Ada' }, step: 2, photoName: null }))
 * // { entries: { ...EMPTY_ENTRIES, name: 'Ada' }, step: 0, photoName: null }
 */
export function parseDraft(stored: string | null): WizardDraft | null {
  if (!stored) return null;
  let raw: unknown;
  try {
    raw = JSON.parse(stored);
  } catch {
    return null;
  }
  if (!isRecord(raw) || raw.v !== VERSION || !isRecord(raw.entries)) return null;
  const values = raw.entries;
  const entries: WizardEntries = {
    ...EMPTY_ENTRIES,
    ...Object.fromEntries(TEXT_FIELDS.map((field) => [field, text(values[field])])),
    wantsTextAlerts: values.wantsTextAlerts === true,
    location: point(values.location),
  };
  const photoName = typeof raw.photoName === 'string' && raw.photoName !== '' ? text(raw.photoName) || null : null;
  if (!hasEntries(entries) && photoName === null) return null;
  const wanted = typeof raw.step === 'number' && [0, 1, 2, 3].includes(raw.step) ? (raw.step as WizardStep) : 0;
  return { entries, step: reachableStep(entries, wanted), photoName };
}

/**
 * `wanted`, or the first step before it whose Next check the entries do not pass.
 * @example reachableStep({ ...EMPTY_ENTRIES, name: 'Ada' }, 1) // 0: step 1 needs an e-mail too
 */
export function reachableStep(entries: WizardEntries, wanted: WizardStep): WizardStep {
  for (let step = 0; step < wanted; step += 1) {
    if (checkWizardStep(step as CheckedStep, { ...entries })) return step as WizardStep;
  }
  return wanted;
}
