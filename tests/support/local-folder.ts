/**
 * The browser editor's local mode (docs/editing-content.md, A.6) in a test. It asks for the
 * repository's folder with the browser's directory picker, which a test cannot answer; so the page's
 * picker is replaced by one that returns a folder of the browser's private file system (OPFS) filled
 * with the project's content/ files, and the test reads the files back from it after a save.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { Page } from '@playwright/test';

/** Every file under `dir`, by its path from `root`, with its text. */
export function filesUnder(root: string, dir: string): Record<string, string> {
  const files: Record<string, string> = {};
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) walk(path);
      else files[relative(root, path)] = readFileSync(path, 'utf8');
    }
  };
  walk(join(root, dir));
  return files;
}

/**
 * Makes the page's directory picker answer with a private folder holding `files` (a git
 * repository's root, as the editor checks for `.git`). Call before the page loads.
 * @example await answerFolderPicker(page, filesUnder(process.cwd(), 'content'))
 */
export async function answerFolderPicker(page: Page, files: Record<string, string>): Promise<void> {
  await page.addInitScript((files: Record<string, string>) => {
    const pick = async () => {
      const root = await navigator.storage.getDirectory();
      const repo = await root.getDirectoryHandle('repo', { create: true });
      await repo.getDirectoryHandle('.git', { create: true });
      for (const [path, text] of Object.entries(files)) {
        const parts = path.split('/');
        let dir = repo;
        for (const part of parts.slice(0, -1)) dir = await dir.getDirectoryHandle(part, { create: true });
        const writable = await (await dir.getFileHandle(parts.at(-1)!, { create: true })).createWritable();
        await writable.write(text);
        await writable.close();
      }
      return repo;
    };
    Object.defineProperty(window, 'showDirectoryPicker', { value: pick, configurable: true });
  }, files);
}

/**
 * The text of files in the private folder after the editor saved, by path (undefined: no such file).
 * @example await readPickedFiles(page, ['content/about.md'])
 */
export async function readPickedFiles(
  page: Page,
  paths: readonly string[],
): Promise<Record<string, string | undefined>> {
  return page.evaluate(async (paths: readonly string[]) => {
    const repo = await (await navigator.storage.getDirectory()).getDirectoryHandle('repo');
    const read = async (path: string) => {
      const parts = path.split('/');
      try {
        let dir = repo;
        for (const part of parts.slice(0, -1)) dir = await dir.getDirectoryHandle(part);
        return await (await (await dir.getFileHandle(parts.at(-1)!)).getFile()).text();
      } catch {
        return undefined;
      }
    };
    return Object.fromEntries(await Promise.all(paths.map(async (path) => [path, await read(path)] as const)));
  }, paths);
}
