/**
 * Township 311's code names no township: every category name, road name, agency and map
 * coordinate of the sample profile (content/township/profile.json, read here so the test follows
 * the profile) lives only in content, tests and fixtures. Code is read token by token, so a string
 * or number in code counts and a comment does not.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import type { TownshipProfile } from '#domain/township/profile-schema.ts';

const ROOT = join(import.meta.dirname, '..');
const profile = JSON.parse(readFileSync(join(ROOT, 'content/township/profile.json'), 'utf8')) as TownshipProfile;

/** A program only tests run (it writes requests for the durability test), testing code in all but its folder. */
const TEST_PROGRAMS = new Set(['durability-writer.ts']);

/** Production files: .ts/.tsx/.astro under src/ and functions/, not tests, testing/ or fixtures. */
function productionFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory())
      return ['testing', 'fixtures', 'node_modules'].includes(entry.name) ? [] : productionFiles(path);
    return /\.(ts|tsx|astro)$/.test(entry.name) &&
      !/\.test\.tsx?$/.test(entry.name) &&
      !entry.name.endsWith('.d.ts') &&
      !TEST_PROGRAMS.has(entry.name)
      ? [path]
      : [];
  });
}

/** The string, template and number literals and JSX text of a file. */
function literals(path: string): string[] {
  const text = readFileSync(path, 'utf8');
  const scanner = ts.createScanner(ts.ScriptTarget.Latest, true, ts.LanguageVariant.JSX, text);
  const found: string[] = [];
  for (let token = scanner.scan(); token !== ts.SyntaxKind.EndOfFileToken; token = scanner.scan()) {
    if (
      token === ts.SyntaxKind.StringLiteral ||
      token === ts.SyntaxKind.NoSubstitutionTemplateLiteral ||
      token === ts.SyntaxKind.TemplateHead ||
      token === ts.SyntaxKind.NumericLiteral ||
      token === ts.SyntaxKind.JsxText
    ) {
      found.push(scanner.getTokenValue());
    }
  }
  return found;
}

const box = profile.map.searchBounds;
const forbidden = {
  'category name': profile.categories.map((category) => category.name),
  'road name': [...profile.roads.STATE.roads, ...profile.roads.COUNTY.roads],
  agency: [
    profile.roads.STATE.agency,
    profile.roads.COUNTY.agency,
    profile.roads.STATE.reportUrl,
    profile.roads.COUNTY.reportUrl,
  ],
  'map coordinate': [profile.map.center.lat, profile.map.center.lng, box.south, box.north, box.west, box.east].map(
    String,
  ),
};

const files = [...productionFiles(join(ROOT, 'src')), ...productionFiles(join(ROOT, 'functions'))];
const literalsOf = new Map(files.map((file) => [relative(ROOT, file), literals(file)]));

describe.each(Object.entries(forbidden))('no %s of the sample township in production code', (_, values) => {
  it.each(values)('%s', (value) => {
    const negative = value.startsWith('-') ? value.slice(1) : null;
    const where = [...literalsOf].filter(([, found]) =>
      found.some(
        (literal) => literal === value || (negative !== null && literal === negative) || literal.trim() === value,
      ),
    );
    expect(where.map(([file]) => file)).toEqual([]);
  });
});

it('reads the production files (the scan would pass on nothing)', () => {
  expect(literalsOf.size).toBeGreaterThan(300);
  expect(literalsOf.get('functions/ai/rules-triage.ts')).toContain('Emergency');
});
