/**
 * The picture a shared link shows (Open Graph / large summary card): 1200×630, drawn at build time
 * from the page's own words, so nothing is fetched from elsewhere and an editor's change to the
 * content changes the card. The SVG is plain text (tested); sharp turns it into a PNG.
 */
import sharp from 'sharp';

export const SOCIAL_CARD = { width: 1200, height: 630 } as const;

interface Card {
  /** Large text, e.g. the hub's title. */
  title: string;
  /** Up to two lines under it, e.g. the election day. */
  subtitle: string;
  /** The organisation's name, at the top. */
  organisation: string;
}

const escape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * Words broken into lines of at most `max` characters (a longer word stands alone), at most `lines`
 * lines; text past the last line ends in an ellipsis.
 * @example wrapWords('2025 West Windsor Municipal Election Hub', 24, 2) // ['2025 West Windsor', 'Municipal Election Hub']
 */
export function wrapWords(text: string, max: number, lines: number): string[] {
  const out: string[] = [];
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const last = out.at(-1);
    if (last !== undefined && last.length + 1 + word.length <= max) out[out.length - 1] = `${last} ${word}`;
    else out.push(word);
  }
  if (out.length <= lines) return out;
  const kept = out.slice(0, lines);
  kept[lines - 1] = `${kept[lines - 1]!.replace(/[\s.,;:]+$/, '')}…`;
  return kept;
}

/**
 * The card as SVG: the brand's navy band with the organisation, the title (up to three lines) and
 * the subtitle, in white (14.7:1).
 * @example socialCardSvg({ organisation: 'WW Neighbors', title: '2025 Election Hub', subtitle: 'November 4, 2025' })
 */
export function socialCardSvg({ title, subtitle, organisation }: Card): string {
  const { width, height } = SOCIAL_CARD;
  const titleLines = wrapWords(title, 26, 3);
  const tspans = titleLines
    .map((line, index) => `<tspan x="80" dy="${index === 0 ? 0 : 84}">${escape(line)}</tspan>`)
    .join('');
  const subtitleY = 250 + (titleLines.length - 1) * 84 + 80;
  const subtitleSpans = wrapWords(subtitle, 52, 2)
    .map((line, index) => `<tspan x="80" dy="${index === 0 ? 0 : 48}">${escape(line)}</tspan>`)
    .join('');
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`,
    `<rect width="${width}" height="${height}" fill="#172554"/>`,
    `<rect x="0" y="${height - 24}" width="${width}" height="24" fill="#1d4ed8"/>`,
    `<text x="80" y="130" fill="#ffffff" font-family="Inter, DejaVu Sans, Liberation Sans, Arial, sans-serif" font-size="36" font-weight="600">${escape(organisation)}</text>`,
    `<text x="80" y="250" fill="#ffffff" font-family="Inter, DejaVu Sans, Liberation Sans, Arial, sans-serif" font-size="72" font-weight="800">${tspans}</text>`,
    `<text x="80" y="${subtitleY}" fill="#d9eaff" font-family="Inter, DejaVu Sans, Liberation Sans, Arial, sans-serif" font-size="36">${subtitleSpans}</text>`,
    '</svg>',
  ].join('');
}

/** The card as a PNG file's bytes. */
export async function socialCardPng(card: Card): Promise<Uint8Array<ArrayBuffer>> {
  const png = await sharp(Buffer.from(socialCardSvg(card)))
    .png({ compressionLevel: 9, palette: true })
    .toBuffer();
  return new Uint8Array(png);
}
