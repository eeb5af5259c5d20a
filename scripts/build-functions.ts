/**
 * `npm run build:functions`: bundles functions/entry-firebase.ts with esbuild into
 * build/functions/index.js, which firebase.json deploys, and generates that folder's package.json
 * from the root one and the lockfile (never edit it by hand). Our code, hono and zod are inlined;
 * what Cloud Build must install stays external, listed at the versions installed here:
 * firebase-admin and firebase-functions (the CLI and runtime load them), sharp (native), nodemailer
 * (loads transports at run time), @google-cloud/* clients (gRPC, protobuf files). The local backend
 * (node:sqlite) becomes a stub saying to set BACKEND=firebase. Files read through
 * `new URL('…', import.meta.url)` (content/site.json) are copied beside the bundle, URL rewritten,
 * and so is the township profile (TOWNSHIP_DIR, content/township by default: profile.json and the
 * boundary file it names), which the server reads from content/township/ beside it; and the
 * message catalogs of the server's e-mails and texts (SERVER_MESSAGE_DOMAINS) in the profile's
 * languages, which functions/i18n/catalogs.ts reads from locales/ beside it, with each language's
 * danger lexicon (danger-words.json, functions/i18n/danger-lexicons.ts); and the built /311 pages
 * (dist/311), which the resident pages without JavaScript wear (functions/pages/page-shell.ts).
 */
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { build, type Metafile, type Plugin } from 'esbuild';
import { loadTownship } from '#server/config/township.ts';
import { DANGER_WORDS_FILE } from '#server/i18n/danger-lexicons.ts';

const ROOT = resolve(import.meta.dirname, '..');
/** Where `npm run build:functions` writes; firebase.json's functions.source. */
export const DEFAULT_OUT_DIR = join(ROOT, 'build', 'functions');
/** The Cloud Functions runtime (firebase.json functions.runtime) and the matching engines.node. */
export const FUNCTIONS_NODE_MAJOR = '24';
/** Installed by Cloud Build from the generated package.json instead of being bundled. */
export const EXTERNAL_PACKAGES = [
  'firebase-admin',
  'firebase-functions',
  'sharp',
  'nodemailer',
  '@google-cloud/*',
] as const;

/** The package an import path names: 'firebase-admin/firestore' → 'firebase-admin'. */
export function packageOf(importPath: string): string {
  const parts = importPath.split('/');
  return importPath.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!;
}

/** The message domains the server itself formats (functions/notify/notify.messages.ts). */
export const SERVER_MESSAGE_DOMAINS = [
  'notify',
  // The resident pages without JavaScript (functions/pages/).
  '311-wizard',
  '311-location',
  '311-common',
  '311-plain',
  '311-track',
  '311-follow',
  '311-plain-track',
] as const;

/** Leaves the SQLite adapter (and so node:sqlite) out of the bundle. */
const withoutLocalBackend: Plugin = {
  name: 'without-local-backend',
  setup(context) {
    context.onResolve({ filter: /\/sqlite\/sqlite-stores(\.ts)?$/ }, () => ({
      path: 'local-backend',
      namespace: 'without-local-backend',
    }));
    context.onLoad({ filter: /.*/, namespace: 'without-local-backend' }, () => ({
      contents: `export async function openSqliteStores() {
  throw new Error('The local backend (SQLite) is not part of the Cloud Functions bundle: set BACKEND=firebase.');
}`,
      loader: 'js',
    }));
  },
};

const RUNTIME_FILE_URL = /new URL\((['"])(\.\.?\/[^'"]+)\1,\s*import\.meta\.url\)/g;

/** Copies files our modules read at run time beside the bundle and points their URLs there. */
function runtimeFiles(outDir: string, copied: string[]): Plugin {
  return {
    name: 'runtime-files',
    setup(context) {
      context.onLoad({ filter: /\.ts$/ }, (args) => {
        if (args.path.includes(`${sep}node_modules${sep}`)) return undefined;
        const source = readFileSync(args.path, 'utf8');
        const contents = source.replace(RUNTIME_FILE_URL, (whole: string, quote: string, path: string) => {
          const target = resolve(dirname(args.path), path);
          const inRepo = relative(ROOT, target);
          if (inRepo.startsWith('..') || !existsSync(target) || !statSync(target).isFile()) return whole;
          const destination = join(outDir, inRepo);
          mkdirSync(dirname(destination), { recursive: true });
          copyFileSync(target, destination);
          copied.push(inRepo.split(sep).join('/'));
          return `new URL(${quote}./${inRepo.split(sep).join('/')}${quote}, import.meta.url)`;
        });
        return { contents, loader: 'ts' };
      });
    },
  };
}

/**
 * The township profile's folder and its files: profile.json, the boundary file it names (checked on
 * the way), and the translations of its words for the languages it offers (locales/<tag>.po).
 */
function townshipFiles(): { dir: string; files: string[] } {
  const dir = resolve(process.env.TOWNSHIP_DIR || join(ROOT, 'content', 'township'));
  const { profile } = loadTownship(dir);
  const catalogs = profile.languages.map((lang) => `locales/${lang}.po`).filter((file) => existsSync(join(dir, file)));
  return { dir, files: ['profile.json', profile.map.boundaryFile, ...catalogs].filter(Boolean) };
}

interface Lockfile {
  packages: Record<string, { version?: string }>;
}

/** The packages the bundle imports from outside itself, with the versions in the lockfile. */
export function externalDependencies(metafile: Metafile, lockfile: Lockfile): Record<string, string> {
  const names = new Set<string>();
  for (const output of Object.values(metafile.outputs)) {
    for (const imported of output.imports) {
      if (imported.external && !imported.path.startsWith('node:')) names.add(packageOf(imported.path));
    }
  }
  const dependencies: Record<string, string> = {};
  for (const name of [...names].sort()) {
    const version = lockfile.packages[`node_modules/${name}`]?.version;
    if (!version) throw new Error(`${name} is imported by the bundle but not installed (package-lock.json)`);
    dependencies[name] = version;
  }
  return dependencies;
}

/** build/functions/package.json, from the root package.json and the bundle's dependencies. */
function functionsPackageJson(
  root: { name: string; version: string },
  dependencies: Record<string, string>,
): Record<string, unknown> {
  return {
    name: `${root.name}-functions`,
    version: root.version,
    description: 'Generated by scripts/build-functions.ts (npm run build:functions); do not edit.',
    private: true,
    type: 'module',
    main: 'index.js',
    engines: { node: FUNCTIONS_NODE_MAJOR },
    dependencies,
  };
}

export interface BuildResult {
  outDir: string;
  bundleBytes: number;
  dependencies: Record<string, string>;
  /** Runtime files copied beside the bundle, by repository path. */
  copied: string[];
  milliseconds: number;
}

/**
 * @example const { bundleBytes } = await buildFunctions({ outDir: '/tmp/functions' });
 */
export async function buildFunctions(options: { outDir?: string; siteDir?: string } = {}): Promise<BuildResult> {
  const started = performance.now();
  const outDir = resolve(options.outDir ?? DEFAULT_OUT_DIR);
  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(outDir, { recursive: true });
  const copied: string[] = [];
  const result = await build({
    absWorkingDir: ROOT,
    entryPoints: [join(ROOT, 'functions', 'entry-firebase.ts')],
    outfile: join(outDir, 'index.js'),
    bundle: true,
    format: 'esm',
    platform: 'node',
    target: 'node22',
    external: [...EXTERNAL_PACKAGES],
    plugins: [withoutLocalBackend, runtimeFiles(outDir, copied)],
    // CommonJS code inlined into an ES module still calls require() for Node's built-ins.
    banner: {
      js: "import { createRequire as __createRequire } from 'node:module';\nconst require = __createRequire(import.meta.url);",
    },
    legalComments: 'linked',
    metafile: true,
    logLevel: 'warning',
  });
  // The township profile, read from content/township/ beside site.json (functions/config/township.ts)
  // by names the bundler cannot follow.
  // The catalogs of the server's messages and the danger lexicons, read by language at run time
  // (functions/i18n/catalogs.ts, danger-lexicons.ts).
  for (const lang of loadTownship(process.env.TOWNSHIP_DIR || join(ROOT, 'content', 'township')).profile.languages) {
    for (const file of [...SERVER_MESSAGE_DOMAINS.map((domain) => `${domain}.po`), DANGER_WORDS_FILE]) {
      const path = join('locales', lang, file);
      if (!existsSync(join(ROOT, path))) continue;
      mkdirSync(join(outDir, 'locales', lang), { recursive: true });
      copyFileSync(join(ROOT, path), join(outDir, path));
      copied.push(path.split(sep).join('/'));
    }
  }
  copied.push(...copyBuiltPages(resolve(options.siteDir ?? join(ROOT, 'dist')), outDir));
  const township = townshipFiles();
  mkdirSync(join(outDir, 'content', 'township', 'locales'), { recursive: true });
  for (const file of township.files) {
    copyFileSync(join(township.dir, file), join(outDir, 'content', 'township', file));
    copied.push(`content/township/${file}`);
  }
  const rootPackage = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { name: string; version: string };
  const lockfile = JSON.parse(readFileSync(join(ROOT, 'package-lock.json'), 'utf8')) as Lockfile;
  const dependencies = externalDependencies(result.metafile, lockfile);
  writeFileSync(
    join(outDir, 'package.json'),
    `${JSON.stringify(functionsPackageJson(rootPackage, dependencies), null, 2)}\n`,
  );
  return {
    outDir,
    bundleBytes: statSync(join(outDir, 'index.js')).size,
    dependencies,
    copied: [...new Set(copied)],
    milliseconds: performance.now() - started,
  };
}

/**
 * The built /311 pages (one per language: 311/index.html, 311/<segment>/index.html), which the
 * resident pages without JavaScript wear (functions/pages/page-shell.ts), into `site/` beside the
 * bundle. Without a site build, none: the function then answers bare pages, and says so here.
 */
function copyBuiltPages(siteDir: string, outDir: string): string[] {
  const pagesDir = join(siteDir, '311');
  if (!existsSync(join(pagesDir, 'index.html'))) {
    console.warn(
      `No built /311 pages in ${siteDir}: build the site first (npm run build) for the pages without JavaScript.`,
    );
    return [];
  }
  const pages = ['index.html', ...readdirSync(pagesDir).map((segment) => join(segment, 'index.html'))].filter(
    (page) => existsSync(join(pagesDir, page)) && statSync(join(pagesDir, page)).isFile(),
  );
  return pages.map((page) => {
    mkdirSync(dirname(join(outDir, 'site', '311', page)), { recursive: true });
    copyFileSync(join(pagesDir, page), join(outDir, 'site', '311', page));
    return ['site', '311', ...page.split(sep)].join('/');
  });
}

if (import.meta.main) {
  const outDir = process.argv[2] ? resolve(process.argv[2]) : DEFAULT_OUT_DIR;
  const result = await buildFunctions({ outDir });
  console.log(
    `Built ${relative(process.cwd(), join(result.outDir, 'index.js')) || 'index.js'}: ${(result.bundleBytes / 1024).toFixed(1)} KB ` +
      `in ${Math.round(result.milliseconds)} ms; installs ${Object.entries(result.dependencies)
        .map(([name, version]) => `${name}@${version}`)
        .join(', ')}; copied ${result.copied.join(', ') || 'nothing'}`,
  );
}
