/**
 * Reads one committed election cycle straight from content/elections/{cycle}/ and validates each file
 * with its schema, as the content loader does, for tests. Candidate front matter
 * is simple `key: value` lines, so no YAML parser is needed here. Translations beside a file
 * (`mayor-1.es.json`) are the content loader's overlays, not items of their own, and are skipped.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, join, relative } from 'node:path';
import '../testing/public-files.ts';
import type { ElectionInput, Entry } from '../election/election-data.ts';
import { isTranslationFileName } from '../content/translation-overlay.ts';
import {
  answerGroupSchema,
  candidateSchema,
  electionSchema,
  financeSchema,
  interviewSchema,
  resultsSchema,
  slateSchema,
  topicSchema,
} from '../election/schemas.ts';

const dir = (root: string, cycle: string) => join(root, 'content', 'elections', cycle);
const readJson = (path: string): unknown => JSON.parse(readFileSync(path, 'utf8'));

function keyed<T>(root: string, path: string, parse: (data: unknown) => T): Entry<T>[] {
  const json = readJson(path) as Record<string, unknown>;
  return Object.entries(json).map(([id, data]) => ({ id, data: parse(data), filePath: relative(root, path) }));
}

function frontMatter(text: string): Record<string, unknown> {
  const block = /^---\n([\s\S]*?)\n---/.exec(text)?.[1] ?? '';
  const data: Record<string, unknown> = {};
  for (const line of block.split('\n')) {
    const match = /^(\w+):\s*(.*)$/.exec(line);
    if (match) data[match[1]!] = /^-?\d+$/.test(match[2]!) ? Number(match[2]) : match[2]!.replace(/^"(.*)"$/, '$1');
  }
  return data;
}

/**
 * The committed election content, schema-checked file by file (cross-references not yet checked).
 * @example checkElectionReferences(readElectionInput()) // []
 */
export function readElectionInput(root = process.cwd(), cycle = '2025', nowMs = Date.now()): ElectionInput {
  const base = dir(root, cycle);
  const one = <T>(name: string, parse: (data: unknown) => T): Entry<T> => ({
    id: cycle,
    data: parse(readJson(join(base, name))),
    filePath: relative(root, join(base, name)),
  });
  const site = readJson(join(root, 'content', 'site.json')) as { site: { township: string } };
  const topics = (readJson(join(base, 'topics.json')) as { id: string }[]).map(({ id, ...data }, order) => ({
    id,
    data: topicSchema.parse({ ...data, order }),
    filePath: relative(root, join(base, 'topics.json')),
  }));
  const candidatesDir = join(base, 'candidates');
  const answersDir = join(base, 'answers');
  return {
    cycle,
    nowMs,
    township: site.site.township,
    election: one('election.json', (d) => electionSchema.parse(d)),
    finance: one('finance.json', (d) => financeSchema.parse(d)),
    results: existsSync(join(base, 'results.json')) ? one('results.json', (d) => resultsSchema.parse(d)) : undefined,
    slates: keyed(root, join(base, 'slates.json'), (d) => slateSchema.parse(d)),
    interviews: keyed(root, join(base, 'interviews.json'), (d) => interviewSchema.parse(d)),
    topics,
    candidates: readdirSync(candidatesDir)
      .filter((name) => name.endsWith('.md') && !isTranslationFileName(name))
      .map((name) => {
        const text = readFileSync(join(candidatesDir, name), 'utf8');
        return {
          id: basename(name, '.md'),
          data: candidateSchema.parse(frontMatter(text)),
          body: text.replace(/^---\n[\s\S]*?\n---\n/, '').trim(),
          filePath: relative(root, join(candidatesDir, name)),
        };
      }),
    answerGroups: readdirSync(answersDir)
      .filter((name) => name.endsWith('.json') && !isTranslationFileName(name))
      .map((name) => ({
        id: basename(name, '.json'),
        data: answerGroupSchema.parse(readJson(join(answersDir, name))),
        filePath: relative(root, join(answersDir, name)),
      })),
  };
}
