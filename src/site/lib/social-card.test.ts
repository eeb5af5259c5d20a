import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { SOCIAL_CARD, socialCardPng, socialCardSvg, wrapWords } from './social-card.ts';

it.each([
  ['2025 West Windsor Municipal Election Hub', 24, 2, ['2025 West Windsor', 'Municipal Election Hub']],
  ['Short', 24, 2, ['Short']],
  ['one two three four five six', 9, 2, ['one two', 'three…']],
  ['Supercalifragilistic word', 10, 3, ['Supercalifragilistic', 'word']],
  ['', 10, 2, []],
])('wrapWords(%j, %d, %d) is %j', (text, max, lines, expected) => {
  expect(wrapWords(text, max, lines)).toEqual(expected);
});

describe('socialCardSvg', () => {
  it('writes the organisation, the title lines and the subtitle, escaped', () => {
    const svg = socialCardSvg({ organisation: 'A & B <Co>', title: '2025 Election Hub', subtitle: '"Nov 4"' });
    expect(svg).toContain('>A &amp; B &lt;Co&gt;</text>');
    expect(svg).toContain('<tspan x="80" dy="0">2025 Election Hub</tspan>');
    expect(svg).toContain('<tspan x="80" dy="0">&quot;Nov 4&quot;</tspan>');
    expect(svg).toContain(`viewBox="0 0 ${SOCIAL_CARD.width} ${SOCIAL_CARD.height}"`);
  });
});

describe('socialCardPng', () => {
  it('is a 1200×630 PNG small enough for every link preview service', async () => {
    const png = await socialCardPng({ organisation: 'Org', title: 'A title', subtitle: 'A subtitle' });
    const meta = await sharp(png).metadata();
    expect(meta.format).toBe('png');
    expect([meta.width, meta.height]).toEqual([1200, 630]);
    expect(png.byteLength).toBeLessThan(300_000);
  });
});
