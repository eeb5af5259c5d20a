/**
 * firebase.json and the security rules, checked against the code they must agree with: Hosting
 * answers each address as the Node server does (same file or app page, same security and cache
 * headers, /api to the function), the functions source is what the build writes, and the rules
 * let no browser read or write Firestore or Cloud Storage directly.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, matchesGlob, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_OUT_DIR, FUNCTIONS_NODE_MAJOR } from '../../scripts/build-functions.ts';
import { createNodeApp } from '../node-server.ts';
import { openTestDeps, type TestDeps } from '../testing/helpers/test-deps.ts';
import { COMMON_SECURITY_HEADERS } from './security-headers.ts';

const ROOT = join(import.meta.dirname, '..', '..');
const read = (name: string) => readFileSync(join(ROOT, name), 'utf8');

interface HeaderRule {
  source?: string;
  regex?: string;
  headers: { key: string; value: string }[];
}
interface HostingTarget {
  target: string;
  public: string;
  ignore: string[];
  cleanUrls: boolean;
  trailingSlash: boolean;
  redirects?: { source?: string; regex?: string; destination: string; type: number }[];
  rewrites: {
    source?: string;
    regex?: string;
    destination?: string;
    function?: { functionId: string; region: string };
  }[];
  headers: HeaderRule[];
}
interface FirebaseConfig {
  hosting: HostingTarget[];
  functions: { source: string; runtime: string; predeploy: string[] }[];
  firestore: { rules: string; indexes: string };
  storage: { rules: string };
  emulators: Record<string, unknown>;
}

const firebase = JSON.parse(read('firebase.json')) as FirebaseConfig;
const target = (name: string) => {
  const found = firebase.hosting.find((entry) => entry.target === name);
  if (!found) throw new Error(`No hosting target ${name}`);
  return found;
};

const matches = (rule: { source?: string; regex?: string }, path: string) =>
  rule.regex !== undefined ? new RegExp(rule.regex).test(path) : matchesGlob(path, rule.source!);

/** The headers Hosting adds to a path: every matching rule in order, a later one winning. */
function hostingHeaders(site: HostingTarget, path: string): Record<string, string> {
  const result: Record<string, string> = {};
  for (const rule of site.headers)
    if (matches(rule, path)) for (const { key, value } of rule.headers) result[key.toLowerCase()] = value;
  return result;
}

/** The files a deploy of the target uploads from the build (firebase-tools lists them with glob). */
function deployedFiles(site: HostingTarget, files: readonly string[]): string[] {
  return files.filter((file) => !site.ignore.some((pattern) => matchesGlob(file, pattern)));
}

/** What Hosting answers for a path, in its order: redirects, a deployed file, rewrites. */
function hostingAnswer(site: HostingTarget, files: readonly string[], path: string): string {
  for (const redirect of site.redirects ?? []) {
    // A regex's groups fill :1, :2 ... in the destination (RE2 syntax; these use none beyond JS's).
    const found = redirect.regex !== undefined ? new RegExp(redirect.regex).exec(path) : null;
    if (found)
      return `${redirect.type} ${redirect.destination.replace(/:(\d+)/g, (_, n: string) => found[Number(n)] ?? '')}`;
    if (redirect.source !== undefined && matchesGlob(path, redirect.source))
      return `${redirect.type} ${redirect.destination}`;
  }
  const deployed = new Set(deployedFiles(site, files));
  const bare = path.replace(/^\//, '');
  for (const candidate of [bare, `${bare}.html`, `${bare}${bare ? '/' : ''}index.html`])
    if (deployed.has(candidate)) return `file ${candidate}`;
  for (const rewrite of site.rewrites) {
    if (!matches(rewrite, path)) continue;
    return rewrite.function ? `function ${rewrite.function.functionId}` : `file ${rewrite.destination!.slice(1)}`;
  }
  return 'not found';
}

const BUILD = [
  'index.html',
  '404.html',
  'about/index.html',
  'projects/station/index.html',
  'project-not-found/index.html',
  '311/index.html',
  '311/staff/index.html',
  '311/app/index.html',
  '311/es/index.html',
  '311/es/staff/index.html',
  '311/es/app/index.html',
  '_astro/app.abc123.js',
  'favicon.svg',
];

let staticDir: string;
let services: TestDeps;
beforeAll(async () => {
  services = await openTestDeps();
  staticDir = mkdtempSync(join(tmpdir(), 'h3-firebase-config-'));
  for (const file of BUILD) {
    mkdirSync(dirname(join(staticDir, file)), { recursive: true });
    writeFileSync(join(staticDir, file), file.endsWith('.html') ? `<!doctype html><title>${file}</title>` : '/**/');
  }
});
afterAll(async () => {
  rmSync(staticDir, { recursive: true, force: true });
  await services.cleanup();
});

/** The Node server's answer for a path on a host, in the same terms as hostingAnswer. */
async function nodeAnswer(host: string, path: string): Promise<{ answer: string; headers: Record<string, string> }> {
  const app = createNodeApp({ env: { STATIC_DIR: staticDir, HSTS_MAX_AGE: 0 }, version: 't', services });
  const res = await app.request(path, { headers: { Host: host } });
  const body = await res.text();
  const headers = Object.fromEntries(
    [...Object.keys(COMMON_SECURITY_HEADERS), 'Content-Security-Policy', 'Cache-Control'].map((name) => [
      name.toLowerCase(),
      res.headers.get(name) ?? '',
    ]),
  );
  if (res.status === 301) return { answer: `301 ${res.headers.get('location')}`, headers };
  // The static site never answers no-store: such a page is rendered by the API's page routes.
  if (res.headers.get('cache-control') === 'no-store') return { answer: 'function api', headers };
  const title = /<title>(.*)<\/title>/.exec(body)?.[1];
  return { answer: title ? `file ${title}` : `file ${path.slice(1)}`, headers };
}

/** Addresses of the 311 app below its root, one of each first paint (firstPaintOf) in English and Spanish. */
const APP_PATHS = [
  '',
  '/staff',
  '/staff/requests/abc',
  '/login',
  '/stats',
  '/nowhere/at/all',
  '/es',
  '/es/staff',
  '/es/staff/users',
  '/es/login',
  '/es/stats',
];

describe.each([
  [
    'site',
    'www.example.org',
    [
      '/',
      '/about',
      '/311',
      '/311/track/abc',
      '/311/track',
      '/311/es/track',
      '/311/my-request',
      '/311/ko/my-request',
      '/311/updates/confirm',
      '/311/es/updates/stop',
      '/_astro/app.abc123.js',
      '/favicon.svg',
      ...APP_PATHS.map((path) => `/311${path}`),
    ],
  ],
  [
    'township311',
    '311.example.org',
    [
      '/',
      '/track/abc',
      '/track',
      '/es/track',
      '/my-request',
      '/hi/my-request',
      '/updates/stop',
      '/zh-hans/updates/confirm',
      '/staff',
      '/311',
      '/311/',
      '/311/track',
      '/311/track/abc',
      '/_astro/app.abc123.js',
      '/311/staff',
      ...APP_PATHS.map((path) => path || '/'),
    ],
  ],
] as const)('Hosting target %s answers as the Node server does on %s', (name, host, paths) => {
  it.each(paths)('%s: same file or redirect, same security and cache headers', async (path) => {
    const site = target(name);
    const node = await nodeAnswer(host, path);
    expect(hostingAnswer(site, BUILD, path)).toBe(node.answer);
    if (!node.answer.startsWith('301')) expect(hostingHeaders(site, path)).toEqual(node.headers);
  });
});

describe('Hosting targets', () => {
  it.each(['site', 'township311'])('%s serves the build and sends /api to the function in its region', (name) => {
    const site = target(name);
    expect(site.public).toBe('dist');
    expect(site.rewrites[0]).toEqual({ source: '/api/**', function: { functionId: 'api', region: 'us-central1' } });
    for (const path of ['/api/requests', '/api/requests/events', '/api/auth/login'])
      expect(hostingAnswer(site, BUILD, path)).toBe('function api');
    // The API sends its own security and cache headers; Hosting adds none to its replies.
    expect(hostingHeaders(site, '/api/requests')).toEqual({});
  });

  it('keeps the unknown-project page of the coalition site', () => {
    expect(hostingAnswer(target('site'), BUILD, '/projects/nowhere')).toBe('file project-not-found/index.html');
  });

  it('deploys no coalition page to the 311 host, so its / is the app and not the coalition home', () => {
    expect(deployedFiles(target('township311'), BUILD).filter((file) => file.endsWith('.html'))).toEqual([
      '404.html',
      ...BUILD.filter((file) => file.startsWith('311/')),
    ]);
    expect(hostingAnswer(target('township311'), BUILD, '/')).toBe('file 311/index.html');
    expect(hostingAnswer(target('township311'), BUILD, '/about')).toBe('file 311/app/index.html');
  });

  it('applies header regexes Hosting can run (RE2: no lookaround)', () => {
    for (const site of firebase.hosting)
      for (const rule of site.headers) expect(rule.regex ?? '').not.toMatch(/\(\?[=!<]/);
    const pages = target('site').headers[0]!;
    for (const path of ['/', '/a', '/ap', '/apis', '/api-docs/x', '/about/'])
      expect(matches(pages, path), path).toBe(true);
    for (const path of ['/api', '/api/', '/api/requests']) expect(matches(pages, path), path).toBe(false);
  });
});

describe('functions, rules and emulators', () => {
  it('deploys what npm run build:functions writes, on the runtime its package.json names', () => {
    const [functions] = firebase.functions;
    expect(functions!.source).toBe(relative(ROOT, DEFAULT_OUT_DIR));
    expect(functions!.runtime).toBe(`nodejs${FUNCTIONS_NODE_MAJOR}`);
    expect(functions!.predeploy).toEqual(['npm run build:functions']);
    const scripts = (JSON.parse(read('package.json')) as { scripts: Record<string, string> }).scripts;
    expect(scripts['build:functions']).toContain('scripts/build-functions.ts');
  });

  it('names rule and index files that exist', () => {
    expect(firebase.firestore).toEqual({ rules: 'firestore.rules', indexes: 'firestore.indexes.json' });
    expect(firebase.storage).toEqual({ rules: 'storage.rules' });
    for (const file of ['firestore.rules', 'firestore.indexes.json', 'storage.rules']) expect(read(file)).not.toBe('');
  });

  it('runs the emulators on their usual ports without the UI', () => {
    expect(firebase.emulators).toEqual({
      singleProjectMode: true,
      auth: { port: 9099 },
      firestore: { port: 8080 },
      storage: { port: 9199 },
      ui: { enabled: false },
    });
  });
});

/** The rules without comments, and every `allow` statement in them. */
function allowStatements(rules: string): string[] {
  const code = rules.replace(/\/\*[\s\S]*?\*\//g, '').replace(/\/\/.*$/gm, '');
  return [...code.matchAll(/\ballow\b[^;]*;/g)].map((match) => match[0].replace(/\s+/g, ' '));
}

describe.each([
  ['firestore.rules', 'service cloud.firestore', '/{document=**}'],
  ['storage.rules', 'service firebase.storage', '/{allPaths=**}'],
])('%s', (file, service, everything) => {
  const rules = read(file);

  it('denies every read and write to every path', () => {
    expect(rules).toContain("rules_version = '2';");
    expect(rules).toContain(service);
    expect(rules).toContain(`match ${everything}`);
    expect(allowStatements(rules)).toEqual(['allow read, write: if false;']);
  });

  it('says why: every read and write goes through the API', () => {
    expect(rules).toMatch(/every .*(read|upload).* goes through the API/i);
  });
});

describe('allowStatements', () => {
  it('finds a statement that would open access, and ignores commented ones', () => {
    const opened = '// allow read: if true;\nmatch /x/{y} {\n  allow read:\n    if request.auth != null;\n}';
    expect(allowStatements(opened)).toEqual(['allow read: if request.auth != null;']);
  });
});
