/**
 * Form-bomb reliability (npm run reliability:form-bomb; not in CI; method and figures in
 * docs/benchmarks.md). On loopback, the real server (fresh DATA_DIR, per-address rate limits off)
 * has its health-check latency measured without an attack, then while a worker thread sends form
 * bombs round after round: a million empty URL-encoded fields to /api/requests and Open311's POST,
 * the same streamed without a length, and 150,000 empty multipart parts to both. Prints median,
 * p99 and worst latency in both phases, each body's replies and the server's peak memory.
 * `--rounds=N` (10). Every loop is bounded: a request gives up after 5 minutes, the run after 15.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import { freePort } from '#server/testing/helpers/free-port.ts';
import {
  chunked,
  manyParts,
  MANY_PARTS_TYPE,
  millionFields,
  URL_ENCODED_TYPE,
} from '#server/testing/fixtures/form-bombs.ts';
import { startNodeServer, stopChild } from './child-server.ts';

const ROUNDS = Number(/^--rounds=(\d+)$/.exec(process.argv[2] ?? '')?.[1] ?? 10);
const BASELINE_MS = 3000;
const REQUEST_TIMEOUT_MS = 5 * 60_000;
const RUN_TIMEOUT_MS = 15 * 60_000;
/** Pause between health checks, so the checks themselves are no load. */
const CHECK_GAP_MS = 20;

interface Bomb {
  name: string;
  path: string;
  type: string;
  body: () => NonNullable<RequestInit['body']>;
  bytes: number;
}

type Replies = Record<string, { status: string; ms: number }[]>;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Health-check latencies, one check at a time, until `stop` resolves (`minMs` at least). A check
 * that fails (a reset connection, another status) counts with the time it took, and is counted.
 */
async function sampleHealth(
  url: string,
  stop: Promise<unknown>,
  minMs = 0,
): Promise<{ times: number[]; failed: number }> {
  const state = { stopped: false };
  void stop.then(() => (state.stopped = true));
  const started = performance.now();
  const times: number[] = [];
  let failed = 0;
  while (!state.stopped || performance.now() - started < minMs) {
    const begin = performance.now();
    try {
      const res = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
      await res.arrayBuffer();
      if (res.status !== 200) failed += 1;
    } catch {
      failed += 1;
    }
    times.push(performance.now() - begin);
    await sleep(CHECK_GAP_MS);
  }
  return { times, failed };
}

function summary(times: number[], failed = 0) {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
  return { n: sorted.length, failed, median: at(0.5), p99: at(0.99), worst: sorted.at(-1)! };
}

/** One body sent; its status (or the error) and how long the reply took. */
async function send(url: string, bomb: Bomb): Promise<{ status: string; ms: number }> {
  const started = performance.now();
  try {
    const res = await fetch(`${url}${bomb.path}`, {
      method: 'POST',
      body: bomb.body(),
      headers: { 'Content-Type': bomb.type },
      duplex: 'half',
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    await res.arrayBuffer();
    return { status: String(res.status), ms: performance.now() - started };
  } catch (error) {
    const cause = (error as { cause?: { code?: string } }).cause?.code ?? (error as Error).name;
    return { status: `failed (${cause})`, ms: performance.now() - started };
  }
}

/** The server's peak resident memory in MB (Linux), or null. */
function peakMemoryMb(pid: number | undefined): number | null {
  try {
    const kb = /VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kb ? Math.round(Number(kb) / 1024) : null;
  } catch {
    return null;
  }
}

const ms = (value: number) => `${value < 10 ? value.toFixed(1) : Math.round(value).toLocaleString('en-US')} ms`;

/** The bodies, encoded once. */
function bombs(): Bomb[] {
  const fields = Buffer.from(millionFields());
  const parts = Buffer.from(manyParts());
  const open311 = '/api/open311/v2/requests.json';
  return [
    { name: 'million fields → /api/requests', path: '/api/requests', type: URL_ENCODED_TYPE, body: () => fields },
    { name: 'million fields → Open311 POST', path: open311, type: URL_ENCODED_TYPE, body: () => fields },
    {
      name: 'million fields, no length → /api/requests',
      path: '/api/requests',
      type: URL_ENCODED_TYPE,
      body: () => chunked(millionFields()),
    },
    { name: '150,000 parts → /api/requests', path: '/api/requests', type: MANY_PARTS_TYPE, body: () => parts },
    { name: '150,000 parts → Open311 POST', path: open311, type: MANY_PARTS_TYPE, body: () => parts },
  ].map((bomb) => ({ ...bomb, bytes: bomb.type === MANY_PARTS_TYPE ? parts.length : fields.length }));
}

/** The worker: every body in parallel, `rounds` times; posts the replies by body. */
async function attack(url: string, rounds: number): Promise<void> {
  const all = bombs();
  const replies: Replies = {};
  for (let round = 0; round < rounds; round++) {
    const results = await Promise.all(all.map((bomb) => send(url, bomb)));
    results.forEach((result, i) => {
      (replies[all[i]!.name] ??= []).push(result);
    });
  }
  parentPort?.postMessage(replies);
}

function runAttack(url: string): Promise<Replies> {
  const worker = new Worker(fileURLToPath(import.meta.url), { workerData: { url, rounds: ROUNDS } });
  return new Promise((resolve, reject) => {
    worker.once('message', (replies: Replies) => {
      resolve(replies);
      void worker.terminate();
    });
    worker.once('error', reject);
  });
}

async function main() {
  setTimeout(() => {
    console.error(`Gave up after ${RUN_TIMEOUT_MS / 60_000} minutes`);
    process.exit(1);
  }, RUN_TIMEOUT_MS).unref();
  const root = mkdtempSync(join(tmpdir(), 'reliability-form-bomb-'));
  const staticDir = join(root, 'site');
  mkdirSync(staticDir);
  writeFileSync(join(staticDir, 'index.html'), '<!doctype html><title>Reliability</title>');
  const port = await freePort();
  const server = await startNodeServer({
    port,
    dataDir: join(root, 'data'),
    staticDir,
    env: { SUBMIT_RATE_LIMIT: '0', OPEN311_ADDRESS_RATE_LIMIT: '0' },
  });
  try {
    const url = server.url;
    const list = bombs();
    console.log(`Form-bomb reliability: ${ROUNDS} rounds of ${list.length} bodies in parallel, loopback\n`);
    await sampleHealth(url, sleep(500));
    const quiet = await sampleHealth(url, sleep(BASELINE_MS));
    const baseline = summary(quiet.times, quiet.failed);

    const attackStarted = performance.now();
    const attacking = runAttack(url);
    const attacked = await sampleHealth(url, attacking, 1000);
    const underAttack = summary(attacked.times, attacked.failed);
    const replies = await attacking;
    const attackMs = performance.now() - attackStarted;

    console.log('| health check (GET /api/health) | checks | failed | median | p99 | worst |');
    console.log('| --- | --- | --- | --- | --- | --- |');
    for (const [label, row] of [
      ['no attack (baseline)', baseline],
      [`during the attack (${(attackMs / 1000).toFixed(1)} s)`, underAttack],
    ] as const) {
      console.log(`| ${label} | ${row.n} | ${row.failed} | ${ms(row.median)} | ${ms(row.p99)} | ${ms(row.worst)} |`);
    }
    console.log(
      `\nRatio under attack / baseline: median ${(underAttack.median / baseline.median).toFixed(1)}x, p99 ${(underAttack.p99 / baseline.p99).toFixed(1)}x, worst ${(underAttack.worst / baseline.worst).toFixed(1)}x\n`,
    );
    console.log('| body | size | replies | median reply | slowest reply |');
    console.log('| --- | --- | --- | --- | --- |');
    for (const bomb of list) {
      const results = replies[bomb.name] ?? [];
      const statuses = [...new Set(results.map((result) => result.status))].join(', ');
      const times = summary(results.map((result) => result.ms));
      console.log(
        `| ${bomb.name} | ${(bomb.bytes / 1e6).toFixed(1)} MB | ${results.length} × ${statuses} | ${ms(times.median)} | ${ms(times.worst)} |`,
      );
    }
    const peak = peakMemoryMb(server.child.pid);
    console.log(`\nServer peak memory (VmHWM): ${peak === null ? 'n/a' : `${peak.toLocaleString('en-US')} MB`}`);
  } finally {
    await stopChild(server.child);
    rmSync(root, { recursive: true, force: true });
  }
}

if (isMainThread) await main();
else {
  const { url, rounds } = workerData as { url: string; rounds: number };
  await attack(url, rounds);
}
