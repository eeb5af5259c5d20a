/**
 * What a resident types in the track search, made into the id to look up: an id copied from an
 * e-mail or a text often carries spaces or a line break before, after or inside it, and ids never
 * contain white space. The one place to widen when the search accepts other forms of reference.
 */

/**
 * The id to look up for a typed search, or '' when nothing but white space was typed.
 * @example normalizeTrackQuery('  q3ZrT0bW 8sLkP1mX\n') // 'q3ZrT0bW8sLkP1mX'
 */
export function normalizeTrackQuery(typed: string): string {
  return typed.replace(/\s+/g, '');
}
