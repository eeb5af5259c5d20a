/**
 * CSV cells and rows as RFC 4180 writes them, made safe for spreadsheets: a cell that starts like
 * a formula (= + - @, a tab or a carriage return) gets a leading apostrophe, so a description
 * such as `=HYPERLINK(...)` is shown as text and never run when the file is opened in Excel,
 * LibreOffice or Google Sheets (OWASP "CSV injection").
 */

/** Excel reads a CSV file as UTF-8 only when it starts with this byte order mark. */
export const UTF8_BOM = '\uFEFF';

/** Text from people (neutralised), a number we computed (written as it is), or nothing. */
export type CsvValue = string | number | null;

const FORMULA_START = /^[=+\-@\t\r]/;
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
