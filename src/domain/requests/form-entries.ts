/**
 * The wizard's entries from the fields of the plain report form (src/domain/html/report-form.ts),
 * whose names are the entries' own: the app reads them from the page when it takes over
 * (docs/311-without-javascript.md). Anything missing or of the wrong form is left empty.
 */
import { EMPTY_ENTRIES, TEXT_FIELDS, type WizardEntries } from './wizard-entries.ts';

/** Longer than any field may be: a bound on what is read. */
const MAX_TEXT = 10_000;

/** A coordinate the field names, when it is a number in range. */
function coordinate(value: string | undefined, limit: number): number | null {
  if (value === undefined || value.trim() === '') return null;
  const number = Number(value);
  return Number.isFinite(number) && Math.abs(number) <= limit ? number : null;
}

/**
 * The entries a form's fields hold; `field` gives a field's text by its name.
 * @example formEntries((name) => ({ name: 'Ada', lat: '40.3', lng: '-74.6' })[name])
 * // { ...EMPTY_ENTRIES, name: 'Ada', location: { lat: 40.3, lng: -74.6 } }
 */
export function formEntries(field: (name: string) => string | undefined): WizardEntries {
  const lat = coordinate(field('lat'), 90);
  const lng = coordinate(field('lng'), 180);
  return {
    ...EMPTY_ENTRIES,
    ...Object.fromEntries(TEXT_FIELDS.map((name) => [name, (field(name) ?? '').slice(0, MAX_TEXT)])),
    wantsTextAlerts: field('wantsTextAlerts') === 'true',
    location: lat !== null && lng !== null ? { lat, lng } : null,
  };
}
