/**
 * Wording that changes when an election is over. Editors write either one neutral string, used
 * before and after Election Day, or both wordings: `{ "before": "Two slates are running…",
 * "after": "Two slates ran…" }`. The page carries both and shows the one for the moment it is read.
 */
import { z } from 'zod';

/** Before or after the polls close on Election Day. */
export type ElectionPhase = 'before' | 'after';

/** A text that may have a wording for after Election Day. */
export const phasedTextSchema = z.union([
  z.string().min(2),
  z.object({
    /** The wording while the election is ahead. */
    before: z.string().min(2),
    /** The wording once it is over; required once the election has passed. */
    after: z.string().min(2).optional(),
  }),
]);
export type PhasedText = z.infer<typeof phasedTextSchema>;

/** Both wordings of a phased text; a neutral one is the same in both. */
export function bothWordings(text: PhasedText): { before: string; after: string } {
  if (typeof text === 'string') return { before: text, after: text };
  return { before: text.before, after: text.after ?? text.before };
}

/** The wording for a phase. */
export function wordingFor(text: PhasedText, phase: ElectionPhase): string {
  return bothWordings(text)[phase];
}

/**
 * The phase at a moment: 'after' from the instant the polls close.
 * @example phaseAt('2025-11-05T01:00:00.000Z', Date.parse('2025-11-05T01:00:00Z')) // 'after'
 */
export function phaseAt(switchUtc: string, nowMs: number): ElectionPhase {
  return nowMs >= Date.parse(switchUtc) ? 'after' : 'before';
}

/**
 * Paths (e.g. "voteMethods.mail.text") of the phased texts in a value that have a before-wording
 * and no after-wording: once the election has passed, each is an error naming the field.
 * @example missingAfterWordings({ intro: { before: 'Vote!' } }) // ['intro']
 */
export function missingAfterWordings(value: unknown, path = ''): string[] {
  if (value === null || typeof value !== 'object') return [];
  if (Array.isArray(value)) return value.flatMap((item, i) => missingAfterWordings(item, `${path}[${i}]`));
  const record = value as Record<string, unknown>;
  const keys = Object.keys(record);
  if ('before' in record && typeof record.before === 'string' && keys.every((k) => k === 'before' || k === 'after')) {
    return typeof record.after === 'string' ? [] : [path];
  }
  return keys.flatMap((key) => missingAfterWordings(record[key], path ? `${path}.${key}` : key));
}
