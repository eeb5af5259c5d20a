import { describe, expect, it } from 'vitest';
import { cleanLine, cleanText, paragraphs } from './text.ts';

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

it.each([
  ['plain text as it is', 'Pothole by the school', 'Pothole by the school'],
  ['NUL and other C0 controls dropped', 'bell\u0007 nul\u0000 vt\u000b ff\u000c esc\u001b', 'bell nul vt ff esc'],
  ['DEL and C1 controls dropped', 'del\u007f c1\u0085\u009f', 'del c1'],
  ['tabs and line breaks kept', 'one\ttwo\r\nthree\nfour', 'one\ttwo\r\nthree\nfour'],
  ['a lone high surrogate dropped', 'lone \ud800 high', 'lone  high'],
  ['a lone low surrogate dropped', 'lone \udc00 low', 'lone  low'],
  ['two high surrogates in a row dropped', '\ud800\ud800x', 'x'],
  ['a surrogate pair kept', 'pair 😀 kept', 'pair 😀 kept'],
  ['accents and other scripts kept', 'Café ñ 日本', 'Café ñ 日本'],
])('cleanText: %s %j -> %j', (_, text, expected) => {
  expect(cleanText(text)).toBe(expected);
});

it.each([
  ['plain text as it is', 'Sam Lee', 'Sam Lee'],
  ['CRLF as one space', 'Sam\r\nLee', 'Sam Lee'],
  ['a run of breaks and tabs as one space', 'Sam\n\n\t\rLee', 'Sam Lee'],
  ['Unicode line and paragraph separators as a space', 'a\u2028b\u2029c', 'a b c'],
  ['controls and lone surrogates dropped', 'Sam\u0000 \ud800Lee', 'Sam Lee'],
  ['a header-like injection on one line', 'Title\r\nBcc: x@example.org', 'Title Bcc: x@example.org'],
])('cleanLine: %s %j -> %j', (_, text, expected) => {
  expect(cleanLine(text)).toBe(expected);
});
