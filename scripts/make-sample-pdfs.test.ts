import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { makePdf, SAMPLE_PDFS } from './make-sample-pdfs.ts';

describe.each([
  ['Plain title', 'Plain text.'],
  ['Title (with parentheses)', 'Back\\slash and (brackets)'],
  ['Café – résumé', 'Non-ASCII is replaced, not broken'],
])('makePdf(%j, %j)', (title, text) => {
  const pdf = makePdf(title, text).toString('latin1');

  it('is a PDF whose cross-reference table points at each object', () => {
    expect(pdf.startsWith('%PDF-1.4\n')).toBe(true);
    expect(pdf.trimEnd().endsWith('%%EOF')).toBe(true);
    const xrefAt = Number(/startxref\n(\d+)\n/.exec(pdf)?.[1]);
    expect(pdf.slice(xrefAt, xrefAt + 4)).toBe('xref');
    const offsets = [...pdf.slice(xrefAt).matchAll(/^(\d{10}) 00000 n $/gm)].map((m) => Number(m[1]));
    expect(offsets).toHaveLength(7);
    offsets.forEach((offset, index) => {
      expect(pdf.slice(offset).startsWith(`${index + 1} 0 obj`)).toBe(true);
    });
  });

  it('declares the true length of its content stream', () => {
    const match = /<< \/Length (\d+) >>\nstream\n([\s\S]*?)\nendstream/.exec(pdf);
    expect(Number(match?.[1])).toBe(match?.[2]?.length);
  });
});

describe('the committed sample PDFs', () => {
  it.each(SAMPLE_PDFS.map((pdf) => [pdf.path, pdf] as const))('%s matches the script', (path, pdf) => {
    const file = join(import.meta.dirname, '..', 'public', path);
    expect(existsSync(file)).toBe(true);
    expect(readFileSync(file).equals(makePdf(pdf.title, pdf.text))).toBe(true);
  });
});
