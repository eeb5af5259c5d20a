import { describe, expect, it } from 'vitest';
import { fitsText, smsSize } from './sms-segments.ts';

describe('smsSize', () => {
  it.each<[string, string, 'GSM-7' | 'UCS-2', number, number]>([
    ['empty', '', 'GSM-7', 0, 1],
    ['160 GSM characters in one segment', 'a'.repeat(160), 'GSM-7', 160, 1],
    ['161 in two parts of 153', 'a'.repeat(161), 'GSM-7', 161, 2],
    ['306 in two', 'a'.repeat(306), 'GSM-7', 306, 2],
    ['307 in three', 'a'.repeat(307), 'GSM-7', 307, 3],
    ['accents of the GSM alphabet stay GSM', 'é ñ ü à ¿', 'GSM-7', 9, 1],
    ['the extension table counts twice', '€'.repeat(80), 'GSM-7', 160, 1],
    ['one more extension character is a second segment', `${'€'.repeat(80)}[`, 'GSM-7', 162, 2],
    ['an accent outside the alphabet makes it UCS-2', `${'a'.repeat(69)}á`, 'UCS-2', 70, 1],
    ['71 UCS-2 characters in two parts of 67', '가'.repeat(71), 'UCS-2', 71, 2],
    ['134 in two', '가'.repeat(134), 'UCS-2', 134, 2],
    ['135 in three', '가'.repeat(135), 'UCS-2', 135, 3],
    ['Devanagari', 'हिन्दी', 'UCS-2', 6, 1],
    ['an emoji counts twice', '😀'.repeat(35), 'UCS-2', 70, 1],
  ])('%s', (_label, text, encoding, units, segments) => {
    expect(smsSize(text)).toEqual({ encoding, units, segments });
  });

  it('fits two segments at most', () => {
    expect(fitsText('a'.repeat(306))).toBe(true);
    expect(fitsText('a'.repeat(307))).toBe(false);
    expect(fitsText('한'.repeat(134))).toBe(true);
    expect(fitsText('한'.repeat(135))).toBe(false);
  });
});
