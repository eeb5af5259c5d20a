/**
 * The greeting's first name: the first word of the member's name.
 * @example firstName('Avery Admin') // 'Avery'
 */
export function firstName(name: string): string {
  return name.trim().split(/\s+/)[0] ?? name;
}
