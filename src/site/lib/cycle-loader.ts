/**
 * Content loaders for election cycles: one folder per cycle in content/elections/ (2025/, 2027/…),
 * each with the same files. An entry's id starts with its cycle ("2025/proven-leaders"), so one
 * collection holds every cycle's slates, and load-election.ts groups them back by cycle.
 * A key written twice in one JSON file (an answer given twice for a question) fails the build.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Loader, LoaderContext } from 'astro/loaders';
import { duplicateJsonKeys } from '#domain/content/json-duplicate-keys.ts';
import { isTranslationFileName } from '#domain/content/translation-overlay.ts';

/** How a cycle's file maps to entries. */
type Shape =
  /** The whole file is one entry, id "{cycle}" (or "{cycle}/{name}" for a pattern such as answers/*.json). */
  | 'one'
  /** An object whose keys are entry ids ("{cycle}/{key}"). */
  | 'keyed'
  /** An array of items with an `id`, in page order; each gets its place as `order`. */
  | 'list';

/** Where the cycles live, relative to the project. */
export const ELECTIONS_DIR = 'content/elections';

/** The cycle folders, in name order. */
export function cycleFolders(root: string): string[] {
  const dir = join(root, ELECTIONS_DIR);
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => statSync(join(dir, name)).isDirectory())
    .sort();
}

/** Each cycle's files matching `file` ("election.json" or "answers/*.json"), with their entry id prefix. */
function cycleFiles(root: string, file: string): { cycle: string; path: string; id: string }[] {
  const [folder, name] = file.includes('/') ? file.split('/') : [undefined, file];
  return cycleFolders(root).flatMap((cycle) => {
    const dir = join(root, ELECTIONS_DIR, cycle, folder ?? '');
    if (name === '*.json') {
      if (!existsSync(dir)) return [];
      return (
        readdirSync(dir)
          // Translations (council-1.es.json) are read by load-election.ts, over their English file.
          .filter((n) => n.endsWith('.json') && !isTranslationFileName(n))
          .sort()
          .map((n) => ({ cycle, path: join(dir, n), id: `${cycle}/${n.slice(0, -'.json'.length)}` }))
      );
    }
    const path = join(dir, name);
    return existsSync(path) ? [{ cycle, path, id: cycle }] : [];
  });
}

/** Parses one JSON file, naming it (and any key written twice) when it is broken. */
function readJson(path: string, shown: string): unknown {
  const text = readFileSync(path, 'utf8');
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    throw new Error(`${shown}: not valid JSON (${(error as Error).message})`, { cause: error });
  }
  const twice = duplicateJsonKeys(text);
  if (twice.length > 0) {
    throw new Error(`${shown}: ${twice.map((key) => `"${key}"`).join(', ')} written twice; keep one`);
  }
  return data;
}

async function load(file: string, shape: Shape, context: LoaderContext): Promise<void> {
  const { config, store } = context;
  const root = fileURLToPath(config.root);
  store.clear();
  for (const { path, id, cycle } of cycleFiles(root, file)) {
    const filePath = relative(root, path);
    const data = readJson(path, filePath);
    const put = async (entryId: string, raw: unknown) => {
      const parsed = await context.parseData({ id: entryId, data: raw as Record<string, unknown>, filePath: path });
      store.set({ id: entryId, data: parsed, filePath });
    };
    if (shape === 'one') await put(id, data);
    else if (shape === 'keyed') {
      if (data === null || typeof data !== 'object' || Array.isArray(data)) {
        throw new Error(`${filePath}: expected an object keyed by id`);
      }
      for (const [key, value] of Object.entries(data)) await put(`${cycle}/${key}`, value);
    } else {
      if (!Array.isArray(data)) throw new Error(`${filePath}: expected a JSON array`);
      for (const [order, item] of data.entries()) {
        const itemId = (item as { id?: unknown }).id;
        if (typeof itemId !== 'string') throw new Error(`${filePath}: item ${order + 1} has no "id"`);
        const rest: Record<string, unknown> = { ...(item as Record<string, unknown>) };
        delete rest.id;
        await put(`${cycle}/${itemId}`, { ...rest, order });
      }
    }
  }
}

/**
 * A loader for one file of every cycle, e.g. cycleLoader('slates.json', 'keyed').
 * In `astro dev` a change to any cycle's file reloads the collection.
 */
export function cycleLoader(file: string, shape: Shape): Loader {
  return {
    name: `election-cycles:${file}`,
    load: async (context) => {
      await load(file, shape, context);
      const dir = join(fileURLToPath(context.config.root), ELECTIONS_DIR);
      context.watcher?.add(dir);
      context.watcher?.on('all', (_event, changed) => {
        if (changed.startsWith(dir) && changed.endsWith('.json')) {
          load(file, shape, context).catch((error: unknown) => {
            context.logger.error(String(error));
          });
        }
      });
    },
  };
}
