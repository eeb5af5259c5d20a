/**
 * Splits plain text into paragraphs at blank lines, trimming each and dropping empty ones.
 * @example paragraphs('One.\n\nTwo.') // ['One.', 'Two.']
 */
export function paragraphs(text: string): string[] {
  return text
    .split(/\r?\n\s*\r?\n/)
    .map((part) => part.trim())
    .filter((part) => part.length > 0);
}
