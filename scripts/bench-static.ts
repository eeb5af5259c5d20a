/**
 * Static-site benchmark (`npm run bench:static`), on loopback in one run: a Hono
 * hello-world baseline (before and after, averaged), `serveStatic` alone, the site handler
 * (functions/http/static-site.ts) alone, and the real server, each loaded at `/`, a hashed script
 * (`Accept-Encoding: br, gzip`) and an unknown path of a generated site. Prints requests/s, p99,
 * the ratio to the baseline and each server's memory (docs/benchmarks.md, "Static files").
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { startChild, startNodeServer, stopChild } from './child-server.ts';

const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 8);
const CONNECTIONS = 32;
const PORT = Number(process.env.BENCH_STATIC_PORT ?? 4852);

interface AutocannonResult {
  requests: { average: number };
  latency: { p99: number };
  statusCodeStats: Record<string, { count: number }>;
  errors: number;
  timeouts: number;
}
type Autocannon = (options: Record<string, unknown>) => Promise<AutocannonResult>;
const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;

const HELLO_SERVER = `
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
const app = new Hono().get('/', (c) => c.text('Hello Hono!'));
serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info) => console.log('Listening on http://127.0.0.1:' + info.port));
`;

/** The library alone: serveStatic with precompressed variants, and the 404 page for anything else. */
const LIBRARY_SERVER = (root: string) => `
import { serve } from '@hono/node-server';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
const app = new Hono();
app.use(serveStatic({ root: ${JSON.stringify(root)}, precompressed: true }));
app.use(serveStatic({ path: ${JSON.stringify(join(root, '404.html'))}, precompressed: true }));
serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info) => console.log('Listening on http://127.0.0.1:' + info.port));
`;

/** The site's handler alone, mounted as node-server.ts mounts it but without the security headers. */
const HANDLER_SERVER = (root: string) => `
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { staticSite } from '#server/http/static-site.ts';
const app = new Hono();
app.on(['GET', 'HEAD'], '*', staticSite({ root: ${JSON.stringify(root)} }));
serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info) => console.log('Listening on http://127.0.0.1:' + info.port));
`;

function writeSite(root: string) {
  const put = (relative: string, content: string) => {
    const path = join(root, relative);
    mkdirSync(join(path, '..'), { recursive: true });
    writeFileSync(path, content);
    writeFileSync(`${path}.br`, brotliCompressSync(content));
    writeFileSync(`${path}.gz`, gzipSync(content, { level: 9 }));
  };
  const words = (n: number) => Array.from({ length: n }, (_, i) => `word${(i * 7919) % 1000}`).join(' ');
  put('index.html', `<!doctype html><title>Bench</title><main><p>${words(1500)}</p></main>`);
  put('404.html', `<!doctype html><title>Not found</title><main><p>${words(1200)}</p></main>`);
  put('_astro/client.AbC123xy.js', `export const data=${JSON.stringify(words(7000).split(' '))};`);
}

/** Resident memory of a process now and at its peak, in MB (Linux /proc). */
function memoryOf(pid: number | undefined): string {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? NaN);
    return `${(kb('VmRSS') / 1024).toFixed(0)} MB (peak ${(kb('VmHWM') / 1024).toFixed(0)} MB)`;
  } catch {
    return 'n/a';
  }
}

const ACCEPT = { 'Accept-Encoding': 'br, gzip' };

async function load(name: string, url: string, expected: number, headers: Record<string, string> = {}) {
  await autocannon({ url, connections: CONNECTIONS, duration: 1, headers });
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S, headers });
  const unexpected = Object.entries(result.statusCodeStats)
    .filter(([code]) => Number(code) !== expected)
    .reduce((sum, [, { count }]) => sum + count, 0);
  const failures = unexpected + result.errors + result.timeouts;
  if (failures > 0) console.warn(`  ${name}: ${failures} responses without status ${expected}`);
  return { name, rps: result.requests.average, p99: result.latency.p99 };
}

async function loadSite(label: string, url: string, notFoundStatus: number) {
  return [
    await load(`${label}: / (br)`, `${url}/`, 200, ACCEPT),
    await load(`${label}: /_astro/*.js (br)`, `${url}/_astro/client.AbC123xy.js`, 200, ACCEPT),
    await load(`${label}: unknown path (404 page, br)`, `${url}/no/such/page`, notFoundStatus, ACCEPT),
  ];
}

async function main() {
  const root = mkdtempSync(join(tmpdir(), 'bench-static-'));
  const site = join(root, 'site');
  writeSite(site);
  try {
    console.log(`Static-site benchmark: ${CONNECTIONS} connections, ${DURATION_S} s per case, loopback\n`);
    const hello = await startChild(['--input-type=module', '-e', HELLO_SERVER], {});
    const before = await load('baseline', `${hello.url}/`, 200);

    const library = await startChild(['--input-type=module', '-e', LIBRARY_SERVER(site)], {});
    const libraryRows = await loadSite('serveStatic alone', library.url, 200);
    const libraryMemory = memoryOf(library.child.pid);
    await stopChild(library.child);

    const handler = await startChild(['--input-type=module', '-e', HANDLER_SERVER(site)], {});
    const handlerRows = await loadSite('site handler alone', handler.url, 404);
    const handlerMemory = memoryOf(handler.child.pid);
    await stopChild(handler.child);

    const real = await startNodeServer({ port: PORT, dataDir: join(root, 'data'), staticDir: site });
    const realRows = await loadSite('site server', real.url, 404);
    const realMemory = memoryOf(real.child.pid);
    await stopChild(real.child);

    const after = await load('baseline', `${hello.url}/`, 200);
    await stopChild(hello.child);
    const baseline = {
      name: `baseline: Hono hello world (mean of ${Math.round(before.rps).toLocaleString('en-US')} before and ${Math.round(after.rps).toLocaleString('en-US')} after)`,
      rps: (before.rps + after.rps) / 2,
      p99: Math.max(before.p99, after.p99),
    };
    console.log('| case | requests/s | p99 latency | vs baseline |');
    console.log('| --- | --- | --- | --- |');
    for (const row of [baseline, ...libraryRows, ...handlerRows, ...realRows]) {
      console.log(
        `| ${row.name} | ${Math.round(row.rps).toLocaleString('en-US')} | ${row.p99} ms | ${((row.rps / baseline.rps) * 100).toFixed(0)}% |`,
      );
    }
    console.log(
      `\nResident memory after its load: serveStatic alone ${libraryMemory}; site handler alone ${handlerMemory}; site server (with the API and store) ${realMemory}`,
    );
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}

await main();
