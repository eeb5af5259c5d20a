import { z } from 'zod';

/** The part of Node's `process` the file check uses. */
interface NodeProcess {
  cwd(): string;
  getBuiltinModule(id: 'node:fs'): { existsSync: (path: string) => boolean };
  getBuiltinModule(id: 'node:path'): { join: (...paths: string[]) => string };
}

/**
 * Node's `process`. Content is validated at build time (astro sync, tests), always in Node; it is
 * reached through globalThis so the shared domain needs no Node types (src/domain/tsconfig.json),
 * and the browser and server programs can import the schemas' types.
 */
function nodeProcess(): NodeProcess {
  const { process } = globalThis as { process?: NodeProcess };
  if (!process) throw new Error('public assets are checked at build time, in Node');
  return process;
}

/**
 * A site-relative path to a file that must exist in `public/`, so no page links to a missing file.
 * @example publicAsset('.pdf').parse('/docs/station-proposal.pdf')
 */
export function publicAsset(extension?: string, publicDir?: string) {
  const node = nodeProcess();
  const { existsSync } = node.getBuiltinModule('node:fs');
  const { join } = node.getBuiltinModule('node:path');
  const dir = publicDir ?? join(node.cwd(), 'public');
  return z
    .string()
    .startsWith('/', 'must start with "/" (a path inside public/)')
    .refine((path) => !extension || path.toLowerCase().endsWith(extension), {
      message: `must be a ${extension ?? ''} file`,
    })
    .refine((path) => existsSync(join(dir, decodeURIComponent(path.split(/[?#]/)[0] ?? ''))), {
      error: (issue) => `file public${String(issue.input)} does not exist`,
    });
}
