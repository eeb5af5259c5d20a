import { describe, expect, it } from 'vitest';
import { translator } from '../i18n/messages.ts';
import { commonMessages } from '../messages-311/common-english.ts';
import { markup } from './html-text.ts';
import { residentFrameHtml, type ResidentFrame } from './resident-frame.ts';

const frame = (over: Partial<ResidentFrame> = {}): ResidentFrame => ({
  lang: 'en',
  common: translator(commonMessages, 'en'),
  township: 'Springfield',
  languages: [
    { tag: 'en', name: 'English' },
    { tag: 'es', name: 'Español' },
  ],
  rootIn: (tag) => (tag === 'en' ? '/311' : `/311/${tag}`),
  rest: '/track',
  actions: ['submit', 'staff'],
  ...over,
});
const main = markup`<main id="main">M</main>`;

describe('the frame of a plain resident page', () => {
  it('has the banner, the main landmark between, and the footer, as the app lays them out', () => {
    const html = residentFrameHtml(frame({ organisation: { name: 'Neighbors', href: '/' } }), main).text;
    expect(html.indexOf('<header')).toBeLessThan(html.indexOf('<main'));
    expect(html.indexOf('<main')).toBeLessThan(html.indexOf('<footer'));
    expect(html).toContain('>Springfield 311</a>');
    expect(html).toMatch(/<a href="\/311\/es\/track" lang="es" hreflang="es" translate="no" class/);
    expect(html).toMatch(/<a href="\/311\/track" lang="en" hreflang="en" translate="no" aria-current="true"/);
    expect(html).toMatch(/<a href="\/311" class="[^"]*">Submit New Request<\/a>/);
    expect(html).toMatch(/<a href="\/311\/login" class="[^"]*">Staff Portal<\/a>/);
    expect(html).toContain('>Back to Neighbors</a>');
  });

  it('writes a 311 host’s English root as /, and leaves out an empty language list and button list', () => {
    const html = residentFrameHtml(
      frame({ rootIn: () => '', rest: '', actions: [], languages: [{ tag: 'en', name: 'English' }] }),
      main,
    ).text;
    expect(html).toMatch(/<a href="\/" class="[^"]*">Springfield 311<\/a>/);
    expect(html).not.toContain('<nav');
    expect(html).not.toContain('Back to');
  });
});
