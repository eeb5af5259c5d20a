/**
 * Builds the Cloud Functions bundle into a temporary folder and checks what Firebase deploys:
 * the generated package.json, a bundle without the local backend, the runtime files beside it,
 * that plain Node loads it and finds the functions (node_modules linked, as Cloud Build
 * installs them), and that the bundled API serves requests from Firestore.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firestoreEmulatorHost } from '#server/testing/helpers/firebase-test-stores.ts';
import { submitForm, validFields } from '#server/testing/fixtures/submit-form.ts';
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

/** A site build with the /311 pages of two languages, and a file that is not a page. */
const siteDir = join(parent, 'dist');

beforeAll(async () => {
  mkdirSync(join(siteDir, '311', 'es'), { recursive: true });
  writeFileSync(join(siteDir, '311', 'index.html'), '<html lang="en"></html>');
  writeFileSync(join(siteDir, '311', 'es', 'index.html'), '<html lang="es"></html>');
  writeFileSync(join(siteDir, '311', 'index.html.br'), 'compressed');
  result = await buildFunctions({ outDir, siteDir });
  bundle = readFileSync(join(outDir, 'index.js'), 'utf8');
  // Cloud Build installs the dependencies; here the project's own are linked in.
  symlinkSync(join(ROOT, 'node_modules'), join(outDir, 'node_modules'), 'dir');
}, 60_000);

afterAll(() => {
  rmSync(parent, { recursive: true, force: true });
});

it.each([
  ['firebase-admin/firestore', 'firebase-admin'],
  ['@google-cloud/storage/build/src', '@google-cloud/storage'],
  ['sharp', 'sharp'],
])('packageOf(%s) is %s', (path, name) => {
  expect(packageOf(path)).toBe(name);
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

  it('copies the township boundary beside site.json, where the server reads it', () => {
    expect(result.copied).toContain('content/township/boundary.geojson');
    expect(readFileSync(join(outDir, 'content', 'township', 'boundary.geojson'), 'utf8')).toBe(
      readFileSync(join(ROOT, 'content', 'township', 'boundary.geojson'), 'utf8'),
    );
  });

  it('copies the township profile (response targets and all) beside site.json, where the server reads it', () => {
    expect(result.copied).toContain('content/township/profile.json');
    expect(readFileSync(join(outDir, 'content', 'township', 'profile.json'), 'utf8')).toBe(
      readFileSync(join(ROOT, 'content', 'township', 'profile.json'), 'utf8'),
    );
  });

  it("copies the server's message catalogs and danger lexicons beside the bundle, where it reads them", () => {
    for (const lang of ['es', 'zh-Hans', 'ko', 'hi']) {
      for (const file of ['notify.po', '311-wizard.po', '311-plain.po', 'danger-words.json']) {
        expect(result.copied).toContain(`locales/${lang}/${file}`);
        expect(readFileSync(join(outDir, 'locales', lang, file), 'utf8')).toBe(
          readFileSync(join(ROOT, 'locales', lang, file), 'utf8'),
        );
      }
    }
    expect(bundle).toContain('new URL("./locales/", import.meta.url)');
  });

  it('copies the built /311 pages of every language beside the bundle, for the pages without JavaScript', () => {
    expect(result.copied.filter((path) => path.startsWith('site/'))).toEqual([
      'site/311/index.html',
      'site/311/es/index.html',
    ]);
    expect(readFileSync(join(outDir, 'site', '311', 'es', 'index.html'), 'utf8')).toBe('<html lang="es"></html>');
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
    const script = `const m = await import('./index.js');
console.log(JSON.stringify(Object.fromEntries(Object.entries(m).map(([k, v]) => [k, v.__endpoint ?? null]))));`;
    const output = execFileSync(process.execPath, ['--input-type=module', '-e', script], {
      cwd: outDir,
      env: { PATH: process.env.PATH, BACKEND: 'firebase', METADATA_SERVER_DETECTION: 'none' },
      encoding: 'utf8',
    });
    const endpoints = JSON.parse(output.trim().split('\n').at(-1)!) as Record<string, Record<string, unknown> | null>;
    // The functions the Firebase CLI deploys: the exports that carry a deploy manifest.
    const functions = Object.keys(endpoints).filter((name) => endpoints[name] !== null);
    expect(functions.sort()).toEqual(['api', 'flushOutbox', 'sendQueuedMessage', 'staffMail']);
    expect(endpoints.api).toMatchObject({ platform: 'gcfv2', httpsTrigger: { invoker: ['public'] } });
    expect(endpoints.flushOutbox).toMatchObject({ scheduleTrigger: { schedule: 'every 5 minutes' } });
    expect(endpoints.staffMail).toMatchObject({ scheduleTrigger: { schedule: 'every 5 minutes' } });
    expect(endpoints.sendQueuedMessage).toMatchObject({
      eventTrigger: {
        eventType: 'google.cloud.firestore.document.v1.created',
        eventFilterPathPatterns: { document: 'outbox/{id}' },
      },
    });
    expect(existsSync(join(outDir, 'index.js'))).toBe(true);
  });

  it('reports its size and time', () => {
    expect(result.bundleBytes).toBeGreaterThan(100_000);
    expect(result.milliseconds).toBeGreaterThan(0);
  });
});

/** Serves the built bundle's api under the Functions Framework in its own Node process. */
const SERVE = `import * as framework from '@google-cloud/functions-framework';
import { getTestServer } from '@google-cloud/functions-framework/testing';
const { api } = await import('./index.js');
framework.http('api', api);
const server = getTestServer('api');
server.listen(Number(process.env.PORT), '127.0.0.1', () => console.log('listening'));`;

describe('the built bundle against Firestore (BACKEND=firebase, in-process Firestore emulator)', () => {
  const port = 18331;
  const origin = `http://127.0.0.1:${port}`;
  let child: ChildProcess;
  let output = '';

  beforeAll(async () => {
    writeFileSync(join(outDir, 'serve.mjs'), SERVE);
    child = spawn(process.execPath, ['serve.mjs'], {
      cwd: outDir,
      env: {
        PATH: process.env.PATH,
        PORT: String(port),
        BACKEND: 'firebase',
        FIREBASE_PROJECT_ID: `demo-bundle-${process.pid}`,
        WEB_API_KEY: 'fake-api-key-for-tests',
        WEB_AUTH_DOMAIN: 'demo-bundle.firebaseapp.com',
        FIRESTORE_EMULATOR_HOST: firestoreEmulatorHost,
        SUBMIT_RATE_LIMIT: '0',
        LOG_LEVEL: 'error',
        METADATA_SERVER_DETECTION: 'none',
      },
    });
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => {
        reject(new Error(`The bundle did not start: ${output}`));
      }, 20_000);
      const collect = (chunk: Buffer) => {
        output += chunk.toString();
        if (output.includes('listening')) {
          clearTimeout(timer);
          resolve();
        }
      };
      child.stdout!.on('data', collect);
      child.stderr!.on('data', collect);
      child.once('exit', (code) => {
        reject(new Error(`The bundle exited with ${code}: ${output}`));
      });
    });
  }, 30_000);

  afterAll(() => {
    child.kill();
  });

  it('answers health, a submission, its track view and the public list', async () => {
    const health = await fetch(`${origin}/api/health`);
    expect(health.status).toBe(200);
    const { version } = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { version: string };
    // The version comes from the generated package.json beside the bundle.
    expect(await health.json()).toMatchObject({ status: 'ok', version });

    const submitted = await fetch(`${origin}/api/requests`, {
      method: 'POST',
      body: submitForm(validFields({ description: 'Through the bundle' })),
    });
    expect(submitted.status, output).toBe(201);
    const { id } = (await submitted.json()) as { id: string };

    const track = await fetch(`${origin}/api/requests/${id}`);
    expect(track.status).toBe(200);
    expect(await track.json()).toMatchObject({ id, description: 'Through the bundle' });

    const list = await fetch(`${origin}/api/requests`);
    const { requests } = (await list.json()) as { requests: { id: string }[] };
    expect(requests.map((request) => request.id)).toContain(id);
  }, 30_000);
});
