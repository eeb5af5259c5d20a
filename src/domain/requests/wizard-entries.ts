/**
 * The submit wizard's entries (docs/product.md#311-submitting-a-request): their shape, the empty
 * form, and whether anything was entered. Imports nothing, so the wizard's steps can share it
 * without pulling the step checks into every chunk.
 */

/** The wizard's entries. */
export interface WizardEntries {
  name: string;
  email: string;
  phone: string;
  submitterAddress: string;
  /** '' until a category is chosen. */
  category: string;
  description: string;
  wantsTextAlerts: boolean;
  issueAddress: string;
  /** Null until the resident places the pin or shares their location. */
  location: { lat: number; lng: number } | null;
}

export const EMPTY_ENTRIES: WizardEntries = {
  name: '',
  email: '',
  phone: '',
  submitterAddress: '',
  category: '',
  description: '',
  wantsTextAlerts: false,
  issueAddress: '',
  location: null,
};

export type WizardStep = 0 | 1 | 2 | 3;

/** The text entries, in form order. */
export const TEXT_FIELDS = [
  'name',
  'email',
  'phone',
  'submitterAddress',
  'category',
  'description',
  'issueAddress',
] as const;

/**
 * Whether the resident has entered anything (blank text does not count).
 * @example hasEntries(EMPTY_ENTRIES) // false
 * @example hasEntries({ ...EMPTY_ENTRIES, name: 'Ada' }) // true
 */
export function hasEntries(entries: WizardEntries): boolean {
  return (
    TEXT_FIELDS.some((field) => entries[field].trim() !== '') || entries.wantsTextAlerts || entries.location !== null
  );
}
