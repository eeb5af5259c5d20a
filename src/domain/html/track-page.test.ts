/** The track page's HTML: the app's words, everything typed or stored escaped, the list's links. */
import { describe, expect, it } from 'vitest';
import { translator } from '../i18n/messages.ts';
import { cardMessages } from '../messages-311/card-english.ts';
import { commonMessages } from '../messages-311/common-english.ts';
import { plainTrackMessages } from '../messages-311/plain-track.messages.ts';
import { plainMessages } from '../messages-311/plain.messages.ts';
import { requestTerms } from '../messages-311/request-terms.ts';
import { trackMessages } from '../messages-311/track-english.ts';
import { wizardMessages } from '../messages-311/wizard-english.ts';
import { toPublicListItem, toPublicRequest } from '../requests/public-view.ts';
import { sampleRequest } from '../testing/service-request.ts';
import { trackRegion, type TrackPage, type TrackPageWords } from './track-page.ts';

const common = translator(commonMessages, 'en');
const words: TrackPageWords = {
  lang: 'en',
  track: translator(trackMessages, 'en'),
  card: translator(cardMessages, 'en'),
  terms: requestTerms(common),
  category: (name) => name,
  common,
  plain: translator(plainMessages, 'en'),
  wizard: translator(wizardMessages, 'en'),
  plainTrack: translator(plainTrackMessages, 'en'),
};

const request = sampleRequest({ description: '<script>alert(1)</script> & "quotes"', address: '1 <b>Main</b> St' });

const page = (overrides: Partial<TrackPage> = {}): string =>
  trackRegion({
    words,
    path: '/311/track',
    query: '',
    lookedUp: false,
    request: null,
    sent: false,
    follow: {},
    list: {
      rows: [toPublicListItem(request)],
      next: null,
      params: { status: null, category: null, after: null },
      categories: ['Graffiti'],
      href: (query) => `/311/track?${new URLSearchParams(query as Record<string, string>).toString()}`,
    },
    ...overrides,
  }).text;

describe('trackRegion', () => {
  it('escapes what residents wrote and stored values', () => {
    const html = page({ request: toPublicRequest(request), query: request.id, lookedUp: true });
    expect(html).not.toContain('<script>');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;quotes&quot;');
    expect(html).toContain('1 &lt;b&gt;Main&lt;/b&gt; St');
  });

  it('has no style attribute and no script, which the page’s policy would block', () => {
    const html = page({ request: toPublicRequest(request), query: request.id, lookedUp: true, sent: true });
    expect(html).not.toMatch(/\sstyle=|<script/i);
  });

  it('names each row’s link for screen readers, and pages by links', () => {
    const list = {
      rows: [toPublicListItem(request)],
      next: 'CURSOR',
      params: { status: 'New' as const, category: null, after: 'EARLIER' },
      categories: ['Graffiti'],
      href: (query: Record<string, string | null | undefined>) =>
        `/311/track?${Object.entries(query)
          .filter(([, value]) => value)
          .map(([name, value]) => `${name}=${value}`)
          .join('&')}`,
    };
    const html = page({ list });
    expect(html).toContain(`View <span class="sr-only">request ${request.id}</span>`);
    expect(html).toContain('href="/311/track?status=New&amp;after=CURSOR"');
    expect(html).toContain('href="/311/track?status=New"');
    expect(html).toContain('>Older requests<');
    expect(html).toContain('>Newest<');
    expect(html).toContain('<option value="New" selected>');
  });

  it('says when the list could not be read', () => {
    expect(page({ list: null })).toContain('The list of public requests could not be loaded.');
  });
});
