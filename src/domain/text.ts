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

/** C0 and C1 control characters except tab and line breaks, and DEL. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/g;
/** Half of a surrogate pair without its other half: not a character, and refused by XML and many mailers. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;
/** Tabs and line breaks (with the Unicode line and paragraph separators), in runs. */
const LINE_BREAKS = /[\t\r\n\u2028\u2029]+/g;

/**
 * Text as people may have typed it, without what no one types: control characters (tabs and line
 * breaks stay) and lone surrogates. Every text a resident or staff member enters goes through it
 * (or cleanLine) before it is checked, stored, shown, sent or logged.
 * @example cleanText('Hole\u0000 by the\r\nschool') // 'Hole by the\r\nschool'
 */
export function cleanText(text: string): string {
  return text.replace(CONTROL_CHARACTERS, '').replace(LONE_SURROGATE, '');
}

/**
 * A one-line text (a name, an address, a title, a label): cleanText, with each run of tabs and line
 * breaks made one space, so it cannot start a new line in an e-mail, a text, a CSV row or a log.
 * @example cleanLine('Sam\r\nLee\u0000') // 'Sam Lee'
 */
export function cleanLine(text: string): string {
  return cleanText(text).replace(LINE_BREAKS, ' ');
}
