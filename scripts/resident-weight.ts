/**
 * The resident JavaScript weight, measured in Chromium: every script response on a resident
 * screen until the page is quiet, on the submit wizard's steps 1 and 2 (before the location
 * step, where the maps code may load), on the track screen, and on the location step itself with
 * its open map (its own budget). Used by `npm run audit`.
 */
import { readFileSync } from 'node:fs';
import { chromium, type Page } from '@playwright/test';
import { DEFAULT_LANGUAGE } from '../src/domain/i18n/languages.ts';
import { parsePo, translationsOf } from '../src/domain/i18n/po.ts';
import { wizardMessages } from '#domain/messages-311/wizard-english.ts';
import { trackMessages } from '#domain/messages-311/track-english.ts';
import { chromiumLaunchOptions } from '../tests/support/browser-env.ts';
import {
  kib,
  LANGUAGE_ALLOWANCE_BYTES,
  LOCATION_STEP_JS_BUDGET_BYTES,
  RESIDENT_JS_BUDGET_BYTES,
  summariseScripts,
  type LoadedScript,
  type WeightSummary,
} from './resident-weight-summary.ts';

export interface ScreenWeight extends WeightSummary {
  screen: string;
  budgetBytes: number;
  /** What the run could not do on this screen (e.g. the wizard's step 2 was not reachable). */
  note: string;
}

/** Resolves once no script response has arrived for `quietMs` (the live feed stays open, so network idle never comes). */
async function settle(page: Page, lastScriptAt: () => number, quietMs = 800, maxMs = 15_000): Promise<void> {
  const started = Date.now();
  await page.waitForLoadState('load');
  while (Date.now() - Math.max(lastScriptAt(), started) < quietMs && Date.now() - started < maxMs) {
    await page.waitForTimeout(100);
  }
}

/** The words the run looks for on the resident screens, in one language (from its catalogs). */
interface Words {
  wizard: (key: 'heading' | 'name' | 'email' | 'next' | 'category' | 'description') => string;
  trackTitle: string;
}

function wordsOf(lang: string): Words {
  const catalog = (domain: string): Readonly<Record<string, string>> =>
    lang === DEFAULT_LANGUAGE
      ? {}
      : translationsOf(parsePo(readFileSync(new URL(`../locales/${lang}/${domain}.po`, import.meta.url), 'utf8')));
  const wizard = catalog(wizardMessages.domain);
  const track = catalog(trackMessages.domain);
  return {
    wizard: (key) => wizard[key] ?? wizardMessages.english[key],
    trackTitle: track.title ?? trackMessages.english.title,
  };
}

const startingWith = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);

/** Fills the wizard's step 1 and moves to step 2, as a resident would. Returns a note when it cannot. */
async function toWizardStepTwo(page: Page, words: Words): Promise<string> {
  const say = words.wizard;
  try {
    await page.getByLabel(startingWith(say('name'))).fill('Riley Resident', { timeout: 5000 });
    await page.getByLabel(startingWith(say('email'))).fill('riley.resident@example.org', { timeout: 5000 });
    await page.getByRole('button', { name: say('next'), exact: true }).click({ timeout: 5000 });
    await page.getByLabel(startingWith(say('description'))).waitFor({ timeout: 5000 });
    return '';
  } catch {
    return 'step 2 not reached (wizard not present?): measured step 1 only';
  }
}

/** Steps 1 and 2 filled, then Next to the location step, until its open map has drawn. */
async function toLocationStep(page: Page, words: Words): Promise<string> {
  const note = await toWizardStepTwo(page, words);
  if (note) return note;
  const say = words.wizard;
  try {
    await page.getByLabel(startingWith(say('category'))).selectOption('Graffiti', { timeout: 5000 });
    await page.getByLabel(startingWith(say('description'))).fill('Tags on the underpass.', { timeout: 5000 });
    await page.getByRole('button', { name: say('next'), exact: true }).click({ timeout: 5000 });
    await page.locator('.leaflet-container').waitFor({ timeout: 15_000 });
    return '';
  } catch {
    return 'location step not reached: measured the steps before it';
  }
}

async function measure(
  base: string,
  screen: string,
  path: string,
  heading: string,
  then?: (page: Page) => Promise<string>,
  budget: { bytes: number; mapsAllowed: boolean } = { bytes: RESIDENT_JS_BUDGET_BYTES, mapsAllowed: false },
): Promise<ScreenWeight> {
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    const page = await browser.newPage();
    const pending: Promise<LoadedScript | null>[] = [];
    let lastScriptAt = 0;
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      lastScriptAt = Date.now();
      pending.push(
        (async () => {
          const [body, sizes] = await Promise.all([response.body(), response.request().sizes()]);
          return { url: response.url(), transferBytes: sizes.responseBodySize, body };
        })().catch(() => null),
      );
    });
    await page.goto(`${base}${path}`);
    await page.getByRole('heading', { level: 1, name: heading }).waitFor();
    await settle(page, () => lastScriptAt);
    let note = '';
    if (then) {
      note = await then(page);
      await settle(page, () => lastScriptAt);
    }
    const scripts = (await Promise.all(pending)).filter((script): script is LoadedScript => script !== null);
    return { screen, note, budgetBytes: budget.bytes, ...summariseScripts(scripts, budget.bytes, budget) };
  } finally {
    await browser.close();
  }
}

/**
 * Weighs the resident screens served at `base` (a running server), in English or at another
 * offered language's addresses (`/311/ko/…`), which load that language's catalogs. Given the
 * English rows, another language's screens are held to their English figure plus
 * LANGUAGE_ALLOWANCE_BYTES; otherwise to the absolute budgets.
 * @example const rows = await measureResidentWeight('http://127.0.0.1:4391', 'ko', englishRows);
 */
export async function measureResidentWeight(
  base: string,
  lang = DEFAULT_LANGUAGE,
  english?: readonly ScreenWeight[],
): Promise<ScreenWeight[]> {
  const words = wordsOf(lang);
  const root = lang === DEFAULT_LANGUAGE ? '/311' : `/311/${lang.toLowerCase()}`;
  const heading = words.wizard('heading');
  const budget = (index: number, bytes: number, mapsAllowed: boolean) => ({
    bytes: english?.[index] ? english[index].gzipBytes + LANGUAGE_ALLOWANCE_BYTES : bytes,
    mapsAllowed,
  });
  return [
    await measure(
      base,
      `${root} wizard steps 1-2`,
      root,
      heading,
      (page) => toWizardStepTwo(page, words),
      budget(0, RESIDENT_JS_BUDGET_BYTES, false),
    ),
    await measure(
      base,
      `${root}/track`,
      `${root}/track`,
      words.trackTitle,
      undefined,
      budget(1, RESIDENT_JS_BUDGET_BYTES, false),
    ),
    await measure(
      base,
      `${root} location step (open map)`,
      root,
      heading,
      (page) => toLocationStep(page, words),
      budget(2, LOCATION_STEP_JS_BUDGET_BYTES, true),
    ),
  ];
}

/** Prints the weight table and returns how many screens missed the budget. */
export function printResidentWeight(rows: readonly ScreenWeight[]): number {
  console.log(
    `\nResident JavaScript (budget ${kib(RESIDENT_JS_BUDGET_BYTES)} gzip before the location step, ${kib(LOCATION_STEP_JS_BUDGET_BYTES)} on it; in another language, the English figure plus ${kib(LANGUAGE_ALLOWANCE_BYTES)}):`,
  );
  const header = ['screen', 'scripts', 'gzip -9', 'transferred', 'decoded', 'staff code', 'maps code', 'budget'];
  const lines = rows.map((row) => [
    row.screen,
    String(row.scripts),
    kib(row.gzipBytes),
    kib(row.transferBytes),
    kib(row.decodedBytes),
    row.staffChunks.length ? row.staffChunks.join(' ') : 'none',
    row.mapsScripts.length ? row.mapsScripts.join(' ') : 'none',
    `${row.withinBudget ? 'ok' : 'OVER'} (${kib(row.budgetBytes)})`,
  ]);
  const widths = header.map((title, i) => Math.max(title.length, ...lines.map((line) => line[i]?.length ?? 0)));
  for (const line of [header, ...lines]) console.log(line.map((cell, i) => cell.padEnd(widths[i] ?? 0)).join('  '));
  for (const row of rows) if (row.note) console.log(`  ${row.screen}: ${row.note}`);
  return rows.filter((row) => !row.withinBudget).length;
}
