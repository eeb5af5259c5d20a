/**
 * Builds the Cloud Functions bundle into a temporary folder and checks what Firebase deploys:
 * the generated package.json, a bundle without the local backend, the runtime files beside it,
 * and that plain Node loads it and finds the functions (node_modules linked, as Cloud Build
 * installs them).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildFunctions,
  EXTERNAL_PACKAGES,
  externalDependencies,
  FUNCTIONS_NODE_MAJOR,
  packageOf,
  type BuildResult,
} from './build-functions.ts';

const ROOT = join(import.meta.dirname, '..');
const parent = mkdtempSync(join(tmpdir(), 'h3-build-functions-'));
const outDir = join(parent, 'functions');
let result: BuildResult;
let bundle: string;

beforeAll(async () => {
  result = await buildFunctions({ outDir });
  bundle = readFileSync(join(outDir, 'index.js'), 'utf8');
}, 60_000);

afterAll(() => {
  rmSync(parent, { recursive: true, force: true });
});

describe.each([
  ['firebase-admin/firestore', 'firebase-admin'],
  ['@google-cloud/storage/build/src', '@google-cloud/storage'],
  ['sharp', 'sharp'],
])('packageOf(%s)', (path, name) => {
  it(`is ${name}`, () => {
    expect(packageOf(path)).toBe(name);
  });
});

describe('externalDependencies', () => {
  const metafile = {
    inputs: {},
    outputs: {
      'index.js': {
        bytes: 1,
        inputs: {},
        exports: [],
        imports: [
          { path: 'firebase-admin/app', kind: 'import-statement' as const, external: true },
          { path: 'node:fs', kind: 'import-statement' as const, external: true },
          { path: 'zod', kind: 'import-statement' as const },
        ],
      },
    },
  };

  it('lists the external packages at their locked versions, without built-ins or inlined code', () => {
    const lock = { packages: { 'node_modules/firebase-admin': { version: '1.2.3' } } };
    expect(externalDependencies(metafile, lock)).toEqual({ 'firebase-admin': '1.2.3' });
  });

  it('refuses a package that is not installed', () => {
    expect(() => externalDependencies(metafile, { packages: {} })).toThrow(/firebase-admin/);
  });
});

describe('npm run build:functions', () => {
  it('writes package.json for Cloud Build with the exact installed versions', () => {
    const generated = JSON.parse(readFileSync(join(outDir, 'package.json'), 'utf8')) as Record<string, unknown>;
    const root = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { name: string; version: string };
    const lock = JSON.parse(readFileSync(join(ROOT, 'package-lock.json'), 'utf8')) as {
      packages: Record<string, { version: string }>;
    };
    expect(generated).toMatchObject({
      name: `${root.name}-functions`,
      version: root.version,
      private: true,
      type: 'module',
      main: 'index.js',
      engines: { node: FUNCTIONS_NODE_MAJOR },
    });
    const dependencies = generated.dependencies as Record<string, string>;
    for (const name of ['firebase-admin', 'firebase-functions', 'sharp'])
      expect(dependencies[name]).toBe(lock.packages[`node_modules/${name}`]!.version);
    // Only the packages kept external; hono and zod are inlined.
    const external = (name: string) =>
      EXTERNAL_PACKAGES.some((pattern) =>
        pattern.endsWith('/*') ? name.startsWith(pattern.slice(0, -1)) : pattern === name,
      );
    for (const name of Object.keys(dependencies)) expect(external(name), name).toBe(true);
    expect(dependencies).not.toHaveProperty('hono');
    expect(dependencies).not.toHaveProperty('zod');
  });

  it('leaves the local backend out of the bundle', () => {
    expect(bundle).not.toContain('node:sqlite');
    expect(bundle).not.toContain('DatabaseSync');
    expect(bundle).toContain('set BACKEND=firebase');
  });

  it('inlines hono and zod, and keeps the packages Cloud Build installs external', () => {
    expect(bundle).not.toMatch(/^import [^;\n]* from ["'](hono|zod)(\/[^"']*)?["']/m);
    expect(bundle).toMatch(/^import [^;\n]* from ["']firebase-functions\/v2\/https["']/m);
  });

  it('copies content/site.json beside the bundle and reads it from there', () => {
    expect(result.copied).toContain('content/site.json');
    expect(readFileSync(join(outDir, 'content', 'site.json'), 'utf8')).toBe(
      readFileSync(join(ROOT, 'content', 'site.json'), 'utf8'),
    );
    expect(bundle).toContain('new URL("./content/site.json", import.meta.url)');
    expect(bundle).not.toContain('../../content/site.json');
  });

  it('loads in plain Node and exports the functions with their deploy manifests', () => {
    symlinkSync(join(ROOT, 'node_modules'), join(outDir, 'node_modules'), 'dir');
    const script = `const m = await import('./index.js');
console.log(JSON.stringify(Object.fromEntries(Object.entries(m).map(([k, v]) => [k, v.__endpoint ?? null]))));`;
    const output = execFileSync(process.execPath, ['--input-type=module', '-e', script], {
      cwd: outDir,
      env: { PATH: process.env.PATH, BACKEND: 'firebase', METADATA_SERVER_DETECTION: 'none' },
      encoding: 'utf8',
    });
    const endpoints = JSON.parse(output.trim().split('\n').at(-1)!) as Record<string, Record<string, unknown>>;
    expect(Object.keys(endpoints).sort()).toEqual(['api', 'flushOutbox']);
    expect(endpoints.api).toMatchObject({ platform: 'gcfv2', httpsTrigger: { invoker: ['public'] } });
    expect(endpoints.flushOutbox).toMatchObject({ scheduleTrigger: { schedule: 'every 5 minutes' } });
    expect(existsSync(join(outDir, 'index.js'))).toBe(true);
  });

  it('reports its size and time', () => {
    expect(result.bundleBytes).toBeGreaterThan(100_000);
    expect(result.milliseconds).toBeGreaterThan(0);
  });
});
