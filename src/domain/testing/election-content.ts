/**
 * Reads the committed election content straight from content/election/ and validates each file
 * with its schema, as the content loader does, for tests. Candidate front matter
 * is simple `key: value` lines, so no YAML parser is needed here.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { basename, join, relative } from 'node:path';
import '../testing/public-files.ts';
import type { ElectionInput, Entry } from '../election/election-data.ts';
import {
  answerGroupSchema,
  candidateSchema,
  electionSchema,
  financeSchema,
  interviewSchema,
  slateSchema,
  topicSchema,
} from '../election/schemas.ts';

const dir = (root: string) => join(root, 'content', 'election');
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
export function readElectionInput(root = process.cwd()): ElectionInput {
  const base = dir(root);
  const site = readJson(join(root, 'content', 'site.json')) as { site: { township: string } };
  const topics = (readJson(join(base, 'topics.json')) as { id: string }[]).map(({ id, ...data }, order) => ({
    id,
    data: topicSchema.parse({ ...data, order }),
    filePath: relative(root, join(base, 'topics.json')),
  }));
  const candidatesDir = join(base, 'candidates');
  const answersDir = join(base, 'answers');
  return {
    township: site.site.township,
    election: keyed(root, join(base, 'election.json'), (d) => electionSchema.parse(d))[0]!,
    finance: keyed(root, join(base, 'finance.json'), (d) => financeSchema.parse(d))[0]!,
    slates: keyed(root, join(base, 'slates.json'), (d) => slateSchema.parse(d)),
    interviews: keyed(root, join(base, 'interviews.json'), (d) => interviewSchema.parse(d)),
    topics,
    candidates: readdirSync(candidatesDir)
      .filter((name) => name.endsWith('.md'))
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
      .filter((name) => name.endsWith('.json'))
      .map((name) => ({
        id: basename(name, '.json'),
        data: answerGroupSchema.parse(readJson(join(answersDir, name))),
        filePath: relative(root, join(answersDir, name)),
      })),
  };
}
