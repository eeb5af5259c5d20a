/**
 * CSV cells and rows as RFC 4180 writes them, made safe for spreadsheets: a text cell that starts
 * like a formula gets a leading apostrophe, so a description such as `=HYPERLINK(...)` is shown as
 * text and never run when the file is opened in Excel, LibreOffice or Google Sheets (OWASP "CSV
 * injection"). "Starts" looks past leading blanks and invisible characters (zero-width spaces, the
 * byte order mark), which a spreadsheet may skip, and counts the fullwidth signs (＝ ＋ － ＠) that
 * some spreadsheets read as their ASCII forms, and `|` (DDE in older Excel). Numbers we computed
 * (a longitude of -74.6) are written as numbers and stay numbers.
 */

/** Excel reads a CSV file as UTF-8 only when it starts with this byte order mark. */
export const UTF8_BOM = '\uFEFF';

/** Text from people (neutralised), a number we computed (written as it is), or nothing. */
export type CsvValue = string | number | null;

/**
 * A formula sign (ASCII or fullwidth, or `|`), after any blanks and invisible format characters a
 * spreadsheet may skip; a leading tab or carriage return counts as well.
 */
const FORMULA_START = /^(?:[\t\r]|[\s\u00AD\u180E\u200B-\u200F\u2028-\u202F\u2060-\u206F\uFEFF]*[=+\-@|＝＋－＠｜])/u;
const NEEDS_QUOTES = /[",\r\n]/;

/**
 * One cell: numbers as they are, text with formulas neutralised and quoted when it holds a quote,
 * a comma or a line break (quotes doubled).
 * @example csvCell('He said "hi", then left') // '"He said ""hi"", then left"'
 * @example csvCell('=1+1') // "'=1+1"
 * @example csvCell(-74.59) // '-74.59'
 */
export function csvCell(value: CsvValue): string {
  if (value === null) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/**
 * One record, ended by CRLF as RFC 4180 asks.
 * @example csvRow(['a', 'b,c', null, 3]) // 'a,"b,c",,3\r\n'
 */
export function csvRow(cells: readonly CsvValue[]): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
}
