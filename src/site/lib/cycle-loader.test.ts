import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { LoaderContext } from 'astro/loaders';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cycleLoader } from './cycle-loader.ts';

let root: string;
const put = (relative: string, text: string) => {
  const path = join(root, 'content', 'elections', relative);
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, text);
};

/** Runs a loader the way Astro does and returns what it stored, by id. */
async function load(file: string, shape: Parameters<typeof cycleLoader>[1]) {
  const stored = new Map<string, { data: unknown; filePath?: string | undefined }>();
  const context = {
    config: { root: pathToFileURL(`${root}/`) },
    store: {
      clear: () => {
        stored.clear();
      },
      set: (entry: { id: string; data: unknown; filePath?: string }) => {
        stored.set(entry.id, entry);
        return true;
      },
    },
    parseData: ({ data }: { data: unknown }) => Promise.resolve(data),
    logger: { error: () => undefined },
  } as unknown as LoaderContext;
  await cycleLoader(file, shape).load(context);
  return stored;
}

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'cycles-'));
});
afterEach(() => {
  rmSync(root, { recursive: true, force: true });
});

describe('cycleLoader', () => {
  it('gives every cycle its own entries, named by the cycle folder', async () => {
    put('2025/slates.json', '{"a": {"name": "A"}, "b": {"name": "B"}}');
    put('2027/slates.json', '{"a": {"name": "A2"}}');
    const slates = await load('slates.json', 'keyed');
    expect([...slates.keys()]).toEqual(['2025/a', '2025/b', '2027/a']);
    expect(slates.get('2027/a')).toEqual({
      id: '2027/a',
      data: { name: 'A2' },
      filePath: 'content/elections/2027/slates.json',
    });
  });

  it('reads one entry per file, per cycle, and numbers list items in file order', async () => {
    put('2025/election.json', '{"title": "2025 Election Hub"}');
    put('2025/answers/mayor-1.json', '{"q1": {"time": "1:00"}}');
    put('2025/topics.json', '[{"id": "b", "title": "B"}, {"id": "a", "title": "A"}]');
    expect([...(await load('election.json', 'one')).keys()]).toEqual(['2025']);
    expect([...(await load('answers/*.json', 'one')).keys()]).toEqual(['2025/mayor-1']);
    const topics = await load('topics.json', 'list');
    expect(topics.get('2025/b')!.data).toEqual({ title: 'B', order: 0 });
    expect(topics.get('2025/a')!.data).toEqual({ title: 'A', order: 1 });
  });

  it('stops the build on a question answered twice in one file, naming the file and the question', async () => {
    put('2027/answers/mayor-1.json', '{"taxes-1": {"time": "1:00"}, "taxes-1": {"time": "2:00"}}');
    await expect(load('answers/*.json', 'one')).rejects.toThrow(
      'content/elections/2027/answers/mayor-1.json: "taxes-1" written twice; keep one',
    );
  });

  it('names the file of broken JSON', async () => {
    put('2025/slates.json', '{"a": {"name": "A"},}');
    await expect(load('slates.json', 'keyed')).rejects.toThrow(
      /^content\/elections\/2025\/slates.json: not valid JSON/,
    );
  });

  it('finds nothing, without failing, when there is no elections folder', async () => {
    expect((await load('election.json', 'one')).size).toBe(0);
  });
});
