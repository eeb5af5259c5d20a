import { describe, expect, it } from 'vitest';
import { csvCell, csvRow, type CsvValue } from './csv.ts';

it.each<[string, CsvValue, string]>([
  ['plain text as it is', 'Main St', 'Main St'],
  ['an empty text', '', ''],
  ['null as an empty cell', null, ''],
  ['accents and other scripts as they are', 'Café — ñ, 日本', '"Café — ñ, 日本"'],
  ['a comma quoted', '10 Main St, West Windsor', '"10 Main St, West Windsor"'],
  ['a quote doubled and quoted', 'the "big" one', '"the ""big"" one"'],
  ['a line feed quoted', 'line one\nline two', '"line one\nline two"'],
  ['a CRLF inside quoted', 'one\r\ntwo', '"one\r\ntwo"'],
  ['spaces kept', '  padded  ', '  padded  '],
  ['a formula made text', '=HYPERLINK("http://x","click")', `"'=HYPERLINK(""http://x"",""click"")"`],
  ['a plus', '+1 609 555 0100', "'+1 609 555 0100"],
  ['a minus', '-2+3', "'-2+3"],
  ['an at sign', '@SUM(A1:A2)', "'@SUM(A1:A2)"],
  ['a leading tab', '\t=1', "'\t=1"],
  ['a leading carriage return, then quoted', '\r=1', `"'\r=1"`],
  ['a formula sign later in the text left alone', 'a=b+c', 'a=b+c'],
  ['a fullwidth equals sign', '＝1+1', "'＝1+1"],
  ['a fullwidth plus, minus and at sign', '＋1', "'＋1"],
  ['a fullwidth minus', '－1', "'－1"],
  ['a fullwidth at sign', '＠SUM(A1)', "'＠SUM(A1)"],
  ['a pipe (DDE)', '|cmd', "'|cmd"],
  ['a zero-width space before an equals sign', '\u200B=1+1', "'\u200B=1+1"],
  ['a byte order mark before an equals sign', '\uFEFF=1', "'\uFEFF=1"],
  ['spaces before an equals sign', '  =1', "'  =1"],
  ['a non-breaking space before a plus', '\u00A0+1', "'\u00A0+1"],
  ['text starting with a minus', '-74.59', "'-74.59"],
  ['a zero-width space before plain text left alone', '\u200BMain St', '\u200BMain St'],
  ['a negative number as a number', -74.59, '-74.59'],
  ['a negative longitude as a number', -74.6, '-74.6'],
  ['zero', 0, '0'],
  ['a number that is not finite as empty', Number.NaN, ''],
])('csvCell: %s %j -> %j', (_, value, expected) => {
  expect(csvCell(value)).toBe(expected);
});

describe('csvRow', () => {
  it('joins cells with commas and ends with CRLF', () => {
    expect(csvRow(['a', 'b,c', null, 3, '=x'])).toBe(`a,"b,c",,3,'=x\r\n`);
  });

  it('writes an empty record for no cells', () => {
    expect(csvRow([])).toBe('\r\n');
  });
});
