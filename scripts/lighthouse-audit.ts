/**
 * `npm run audit`: Lighthouse (mobile, the default form factor) on every page of a fresh
 * production build, served by the real Node server, in Debian's Chromium. Prints the four
 * category scores per page and writes .reports/lighthouse.json.
 * Targets: accessibility, best practices and SEO 100; performance at least 95.
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_PATH, ensureChromium } from './ensure-chromium.ts';
import { chromiumLaunchOptions } from '../tests/support/browser-env.ts';
import { INTENTIONAL_404_PATHS, SITE_PAGES } from '../tests/support/pages.ts';

const PORT = Number(process.env.AUDIT_PORT ?? 4391);
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const TARGETS: Record<(typeof CATEGORIES)[number], number> = {
  performance: 95,
  accessibility: 100,
  'best-practices': 100,
  seo: 100,
};

if (!ensureChromium()) process.exit(1);
if (
  spawnSync('astro', ['build'], { stdio: 'inherit', env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' } }).status !==
  0
) {
  process.exit(1);
}

const server = spawn('node', ['functions/entry-node.ts'], {
  env: { ...process.env, PORT: String(PORT), HOST: '127.0.0.1', STATIC_DIR: 'dist' },
  stdio: ['ignore', 'ignore', 'inherit'],
});
const base = `http://127.0.0.1:${PORT}`;
for (let i = 0; ; i++) {
  try {
    if ((await fetch(`${base}/api/health`)).ok) break;
  } catch {
    if (i > 100) throw new Error('server did not start');
  }
  await new Promise((r) => setTimeout(r, 100));
}

const chrome = await chromeLauncher.launch({
  chromePath: CHROMIUM_PATH,
  chromeFlags: chromiumLaunchOptions.args,
});

const rows: { page: string; scores: Record<string, number>; failing: string[]; kib: Weight }[] = [];
interface Weight {
  total: number;
  script: number;
}
/** Transferred KiB in all and for scripts, from Lighthouse's resource summary. */
function pageWeight(details: unknown): Weight {
  const items = (details as { items?: { resourceType: string; transferSize: number }[] } | undefined)?.items ?? [];
  const kib = (type: string) =>
    Math.round(((items.find((i) => i.resourceType === type)?.transferSize ?? 0) / 1024) * 10) / 10;
  return { total: kib('total'), script: kib('script') };
}
const AUDITED_DOCUMENT: Record<string, string> = {
  '/projects/no-such-project': '/project-not-found',
  '/no-such-page': '/404.html',
};
let missed = 0;
try {
  for (const { path: visited } of SITE_PAGES) {
    // Lighthouse refuses to audit a document that answers 404, so a page served with 404 on
    // purpose is audited at the address where the same document answers 200.
    const path = AUDITED_DOCUMENT[visited] ?? visited;
    const result = await lighthouse(`${base}${path}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...CATEGORIES],
    });
    const categories = result?.lhr.categories ?? {};
    const scores = Object.fromEntries(CATEGORIES.map((c) => [c, Math.round((categories[c]?.score ?? 0) * 100)]));
    // Not-found pages are kept out of search results (noindex) on purpose, which Lighthouse's SEO score counts against them.
    const judged = INTENTIONAL_404_PATHS.has(visited) ? CATEGORIES.filter((c) => c !== 'seo') : CATEGORIES;
    const below = judged.filter((c) => (scores[c] ?? 0) < TARGETS[c]);
    const failing = Object.values(result?.lhr.audits ?? {})
      .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary')
      .map((a) => a.id);
    const kib = pageWeight(result?.lhr.audits['resource-summary']?.details);
    rows.push({ page: path, scores, failing, kib });
    if (below.length > 0) missed++;
    console.log(
      `${path.padEnd(52)} ${CATEGORIES.map((c) => `${c} ${String(scores[c]).padStart(3)}`).join('  ')}  transferred ${kib.total} KiB (script ${kib.script})${below.length ? `  (below target: ${below.join(', ')}; failing audits: ${failing.join(', ')})` : ''}`,
    );
  }
} finally {
  chrome.kill();
  server.kill('SIGTERM');
}

mkdirSync('.reports', { recursive: true });
writeFileSync('.reports/lighthouse.json', JSON.stringify(rows, null, 2));
console.log(`\n${rows.length} pages audited, ${missed} below a target. Details: .reports/lighthouse.json`);
