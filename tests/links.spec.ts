import { expect, test } from './support/test.ts';
import { languageOfSegment } from '#domain/i18n/languages.ts';
import { INTENTIONAL_404_PATHS, PORTAL_SCREENS, SITE_PAGES } from './support/pages.ts';
import { testTownship } from './support/township.ts';

const { languages } = testTownship().profile;

/**
 * The English page a page stands for: `/es/about` → `/about`, `/311/ko` → `/311`. Each language's
 * pages are the English pages in another language; tests/site-languages.spec.ts and
 * tests/311-language.spec.ts run axe on them in every language.
 */
function englishPath(path: string): string {
  const site = /^\/([^/]+)(\/.*)?$/.exec(path);
  if (site && languageOfSegment(site[1], languages) && site[1] !== 'en') return site[2] ?? '/';
  const app = /^\/311\/([^/]+)(\/.*)?$/.exec(path);
  if (app && languageOfSegment(app[1], languages) && app[1] !== 'en') return `/311${app[2] ?? ''}`;
  return path;
}

/** Internal URLs an HTML page refers to: links, images, scripts, stylesheets, icons. */
function internalRefs(html: string, pageUrl: URL): string[] {
  const refs: string[] = [];
  for (const match of html.matchAll(/\s(?:href|src)="([^"]+)"/g)) {
    const raw = match[1]!.replaceAll('&amp;', '&');
    if (/^(?:mailto:|tel:|javascript:|data:|#)/.test(raw)) continue;
    const url = new URL(raw, pageUrl);
    if (url.origin !== pageUrl.origin) continue;
    url.hash = '';
    refs.push(url.pathname + url.search);
  }
  return refs;
}

/**
 * What the crawl visits a reference for: its path, and for an address with a query its parameters'
 * names only. The plain 311 pages link every request of the public list and each older page, in
 * every language, so following each value would crawl as many pages as the store holds requests;
 * one address of each kind (`/311/track?id=…`, `?after=…&id=…`) checks that kind resolves.
 */
function crawlKey(ref: string): string {
  const url = new URL(ref, 'http://crawl.invalid');
  if (url.search === '') return url.pathname;
  return `${url.pathname}?${[...new Set(url.searchParams.keys())].sort().join('&')}`;
}

test('every internal link, image, script and stylesheet on the site resolves', async ({ request, baseURL }) => {
  test.skip(test.info().project.name !== 'desktop', 'one crawl is enough; it does not depend on the viewport');
  test.setTimeout(90_000);
  const origin = new URL(baseURL!);
  const queue = ['/'];
  const seen = new Set(queue.map(crawlKey));
  const broken: string[] = [];
  const htmlPages: string[] = [];

  while (queue.length > 0) {
    const path = queue.shift()!;
    const response = await request.get(path, { maxRedirects: 5 });
    if (response.status() >= 400) {
      broken.push(`${path} → ${response.status()}`);
      continue;
    }
    if (!(response.headers()['content-type'] ?? '').includes('text/html')) continue;
    htmlPages.push(new URL(response.url()).pathname);
    for (const ref of internalRefs(await response.text(), new URL(path, origin))) {
      if (!seen.has(crawlKey(ref))) {
        seen.add(crawlKey(ref));
        queue.push(ref);
      }
    }
  }

  expect(broken, 'broken internal references').toEqual([]);
  // The site links to the 311 app (/311), whose screens the accessibility sweep lists apart.
  const listed = new Set<string>([...SITE_PAGES, ...PORTAL_SCREENS].map((p) => p.path));
  const unlisted = htmlPages.filter((p) => !listed.has(englishPath(p)));
  expect(htmlPages, 'the language switch leads to the pages in other languages').toContain('/es/about');
  expect(unlisted, 'pages missing from tests/support/pages.ts (and so from the accessibility sweep)').toEqual([]);
  expect(htmlPages.length).toBeGreaterThanOrEqual(SITE_PAGES.length - INTENTIONAL_404_PATHS.size);
});

test('intentional not-found paths answer 404 and still show a page', async ({ request }) => {
  for (const path of INTENTIONAL_404_PATHS) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(404);
    expect(response.headers()['content-type']).toContain('text/html');
    expect(await response.text()).toContain('<main');
  }
});
