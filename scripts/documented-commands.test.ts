/**
 * Every command the README and docs/*.md show must work as written on the README's baseline: the
 * machine's Node (20 here) and npm. Node 20 cannot run a `.ts` file, so a command is an npm
 * script (which runs on the project's pinned Node 24) or a plain tool, never `node file.ts`.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openSqliteStores } from '#server/storage/sqlite/sqlite-stores.ts';

const root = join(import.meta.dirname, '..');
const scripts = Object.keys(
  (JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts,
);
const documents = ['README.md', ...readdirSync(join(root, 'docs')).map((name) => `docs/${name}`)].filter((name) =>
  name.endsWith('.md'),
);

/** The command lines of a Markdown text: fenced code blocks, line by line, and inline code spans (tables too). */
export function commandTexts(markdown: string): string[] {
  const found: string[] = [];
  const prose = markdown.replace(/^```[^\n]*\n([\s\S]*?)^```/gm, (_, block: string) => {
    found.push(...block.split('\n'));
    return '';
  });
  for (const match of prose.matchAll(/`([^`\n]+)`/g)) found.push(match[1]!);
  return found.filter((line) => /\b(npm|node|npx)\b/.test(line));
}

/** `npm run x`, `npm run --silent x`: the script names a command line runs. */
export function npmScriptsIn(line: string): string[] {
  return [...line.matchAll(/\bnpm run(?:\s+(?:--silent|-s))?\s+([\w:.-]+)/g)].map((m) => m[1]!);
}

/** `node scripts/x.ts`, `node --flag file.mts`: what Node 20 refuses with ERR_UNKNOWN_FILE_EXTENSION. */
export const runsTypeScriptWithNode = (line: string) => /\bnode\s+(?:-\S+\s+)*\S+\.[cm]?tsx?\b/.test(line);

describe('commandTexts and the checks', () => {
  it('reads code blocks and inline code, and spots each form', () => {
    const lines = commandTexts(
      'Run `npm run a -- --x`.\n\n```sh\nFOO=1 node scripts/b.ts --y\nls\n```\n| `npm test` |',
    );
    expect(lines).toEqual(['FOO=1 node scripts/b.ts --y', 'npm run a -- --x', 'npm test']);
    expect(lines.flatMap(npmScriptsIn)).toEqual(['a']);
    expect(lines.map(runsTypeScriptWithNode)).toEqual([true, false, false]);
    expect(npmScriptsIn('npm run --silent lint:cycles && npm run build')).toEqual(['lint:cycles', 'build']);
    expect(runsTypeScriptWithNode("node -e 'for(;;){}'")).toBe(false);
  });
});

describe.each(documents)('the commands in %s', (document) => {
  const lines = commandTexts(readFileSync(join(root, document), 'utf8'));

  it('name only scripts that package.json has', () => {
    const missing = lines.flatMap(npmScriptsIn).filter((name) => !scripts.includes(name));
    expect(missing).toEqual([]);
  });

  it('never run a TypeScript file with the bare node command', () => {
    expect(lines.filter(runsTypeScriptWithNode)).toEqual([]);
  });
});

describe('npm run create-admin, as the docs show it', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'documented-admin-'));
  afterAll(() => {
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('creates the first admin with npm from the PATH a new install has', { timeout: 120_000 }, async () => {
    // Without node_modules/.bin in front, as in a fresh shell: npm and node are the machine's own.
    const path = (process.env.PATH ?? '')
      .split(delimiter)
      .filter((dir) => !dir.includes('node_modules'))
      .join(delimiter);
    const result = spawnSync(
      'npm',
      ['run', 'create-admin', '--', '--email', 'ada@example.org', '--name', 'Ada Lovelace'],
      {
        cwd: root,
        encoding: 'utf8',
        input: '',
        env: { PATH: path, HOME: process.env.HOME ?? tmpdir(), DATA_DIR: dataDir, ADMIN_PASSWORD: 'first-password' },
      },
    );
    expect(result.stderr).not.toContain('ERR_UNKNOWN_FILE_EXTENSION');
    expect(result.status).toBe(0);
    expect(result.stdout).toMatch(/Created admin Ada Lovelace <ada@example.org> \(id [\w-]+\)/);

    const stores = openSqliteStores({ dataDir });
    const login = await stores.staff.findLogin('ada@example.org');
    expect(login).not.toBeNull();
    expect(await stores.staff.getProfile(login!.userId)).toMatchObject({ role: 'admin', name: 'Ada Lovelace' });
    await stores.close();
  });
});
