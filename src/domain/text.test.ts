import { describe, expect, it } from 'vitest';
import { paragraphs } from './text.ts';

describe.each([
  ['One.', ['One.']],
  ['One.\n\nTwo.', ['One.', 'Two.']],
  ['One.\r\n\r\nTwo.', ['One.', 'Two.']],
  ['  One.\n  \n\n Two. \n', ['One.', 'Two.']],
  ['Line one\nline two', ['Line one\nline two']],
  ['', []],
])('paragraphs(%j)', (text, expected) => {
  it(`gives ${String(expected.length)} paragraph(s)`, () => {
    expect(paragraphs(text)).toEqual(expected);
  });
});
