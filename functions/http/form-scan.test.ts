import { describe, expect, it } from 'vitest';
import {
  firstTextFields,
  multipartBoundary,
  multipartCounter,
  urlEncodedCounter,
  type FieldCounter,
} from './form-scan.ts';

const bytes = (text: string) => new TextEncoder().encode(text);

/** The count after feeding `text` in pieces of `size` bytes. */
function countInPieces(counter: FieldCounter, text: string, size: number): number {
  const all = bytes(text);
  let count = 0;
  for (let at = 0; at < all.length; at += size) count = counter.add(all.subarray(at, at + size));
  return count;
}

const part = (name: string, value: string) =>
  `--xyz\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
const filePart = (name: string, value: string) =>
  `--xyz\r\nContent-Disposition: form-data; name="${name}"; filename="a.jpg"\r\nContent-Type: image/jpeg\r\n\r\n${value}\r\n`;
const THREE_PARTS = `${part('a', '1')}${part('b', '--xy')}${part('c', '')}--xyz--\r\n`;

describe('urlEncodedCounter', () => {
  it.each([
    ['a=1', 1],
    ['a=1&b=2', 2],
    ['0&1&2&3&4', 5],
    ['&&&', 4],
  ])('counts %j as %i fields, in any pieces', (text, fields) => {
    for (const size of [1, 2, 3, 1000]) expect(countInPieces(urlEncodedCounter(), text, size)).toBe(fields);
  });
});

describe('multipartCounter', () => {
  it.each([1, 2, 3, 4, 5, 7, 64, 10_000])('counts three parts fed %i bytes at a time', (size) => {
    expect(countInPieces(multipartCounter('xyz'), THREE_PARTS, size)).toBe(3);
  });

  it('counts a body cut off after its first delimiters', () => {
    expect(countInPieces(multipartCounter('xyz'), `${part('a', '1')}${part('b', '2')}`, 5)).toBe(1);
  });

  it('counts a million empty parts without slowing down', () => {
    const counter = multipartCounter('xyz');
    const chunk = bytes('--xyz\r\n\r\n\r\n'.repeat(10_000));
    let count = 0;
    for (let i = 0; i < 100; i++) count = counter.add(chunk);
    expect(count).toBe(999_999);
  });
});

describe('multipartBoundary', () => {
  it.each([
    ['multipart/form-data; boundary=abc', 'abc'],
    ['multipart/form-data; charset=utf-8; BOUNDARY=abc', 'abc'],
    ['multipart/form-data; boundary="a b;c"', 'a b;c'],
    ['multipart/form-data;boundary=----WebKitFormBoundaryX', '----WebKitFormBoundaryX'],
    ['multipart/form-data', null],
    ['multipart/form-data; boundary=', null],
  ])('reads %j as %j', (header, boundary) => {
    expect(multipartBoundary(header)).toBe(boundary);
  });
});

describe('firstTextFields', () => {
  it('reads the complete text parts at the start, in order', () => {
    expect(firstTextFields(bytes(THREE_PARTS), 'xyz')).toEqual([
      ['a', '1'],
      ['b', '--xy'],
      ['c', ''],
    ]);
  });

  it('reads UTF-8 names and values', () => {
    expect(firstTextFields(bytes(`${part('näme', 'Zoë ✓')}--xyz--`), 'xyz')).toEqual([['näme', 'Zoë ✓']]);
  });

  it('skips a preamble', () => {
    expect(firstTextFields(bytes(`ignored\r\n${part('a', '1')}--xyz--`), 'xyz')).toEqual([['a', '1']]);
  });

  it('stops at a file part and at a part that is cut off', () => {
    expect(firstTextFields(bytes(`${part('a', '1')}${filePart('photo', 'x')}${part('b', '2')}--xyz--`), 'xyz')).toEqual(
      [['a', '1']],
    );
    expect(firstTextFields(bytes(`${part('a', '1')}${part('b', '2')}`.slice(0, -3)), 'xyz')).toEqual([['a', '1']]);
  });

  it.each([
    ['no delimiter at all', 'a=1&b=2'],
    ['another boundary', part('a', '1').replaceAll('xyz', 'other')],
    ['a part without a name', '--xyz\r\nContent-Disposition: form-data\r\n\r\n1\r\n--xyz--'],
    ['headers never ending', `--xyz\r\nContent-Disposition: form-data; name="a"${' '.repeat(100)}`],
  ])('finds nothing in %s', (_, text) => {
    expect(firstTextFields(bytes(text), 'xyz')).toEqual([]);
  });
});
