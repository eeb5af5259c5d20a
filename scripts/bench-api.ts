/**
 * API benchmark (npm run bench:api; method and figures in docs/benchmarks.md), all on loopback:
 * a bare Hono hello-world baseline (measured before and after, averaged), then the real server
 * (fresh DATA_DIR) under autocannon for the public list, track by id and submit without a photo,
 * then live-feed fan-out to 1,000 subscribers of a status change sent to the server over IPC.
 * Targets: list and track >= 50% of the baseline, submit >= 500/s, fan-out < 1 s. Every loop is
 * bounded in count and time; child processes are killed on exit.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startChild, startNodeServer, stopChild } from './child-server.ts';

const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 8);
const CONNECTIONS = 32;
const SUBSCRIBERS = 1_000;
const FANOUT_ROUNDS = 5;
const TARGETS = { ratio: 0.5, submitPerSecond: 500, fanoutMs: 1000 };
/** Loopback port of the API server (the range kept for this project's local servers). */
const API_PORT = Number(process.env.BENCH_API_PORT ?? 4851);

const self = fileURLToPath(import.meta.url);

interface AutocannonResult {
  requests: { average: number };
  latency: { p99: number };
  non2xx: number;
  errors: number;
  timeouts: number;
  '2xx': number;
}
type Autocannon = (options: Record<string, unknown>) => Promise<AutocannonResult>;
const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;

const HELLO_SERVER = `
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
const app = new Hono().get('/', (c) => c.text('Hello Hono!'));
serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info) => console.log('Listening on http://127.0.0.1:' + info.port));
`;

const SUBMISSION = new URLSearchParams({
  name: 'Bench Resident',
  email: 'bench@example.org',
  phone: '',
  submitterAddress: '',
  category: 'Streetlight Outage',
  description: 'Light out at the corner of Main and Elm',
  issueAddress: '20 Main St, West Windsor',
  lat: '40.28',
  lng: '-74.59',
}).toString();

async function load(name: string, options: Record<string, unknown>) {
  // A short unmeasured run first, so every target is measured with its code already optimised.
  await autocannon({ connections: CONNECTIONS, duration: 1, ...options });
  const result = await autocannon({ connections: CONNECTIONS, duration: DURATION_S, ...options });
  const failures = result.non2xx + result.errors + result.timeouts;
  if (failures > 0) console.warn(`  ${name}: ${failures} failed responses of ${result['2xx'] + failures}`);
  return { name, rps: result.requests.average, p99: result.latency.p99 };
}

/** Opens one live-feed subscription; resolves once the stream is open, calls onEvent per 'updated' event. */
function subscribe(url: string, onEvent: (data: string) => void): Promise<IncomingMessage> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(`${url}/api/requests/events`, { agent: false }, (res) => {
      if (res.statusCode !== 200) {
        reject(new Error(`events answered ${String(res.statusCode)}`));
        return;
      }
      res.setEncoding('utf8');
      let buffer = '';
      res.on('data', (chunk: string) => {
        buffer += chunk;
        let end;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          if (block.includes('event: updated')) onEvent(block);
        }
      });
      resolve(res);
    });
    req.on('error', reject);
    req.end();
  });
}

async function fanout(): Promise<number[]> {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-fanout-'));
  const { child, url } = await startChild([self, '--fanout-server', dataDir], {}, true);
  const ask = (message: object) =>
    new Promise<unknown>((resolve, reject) => {
      const timer = setTimeout(() => {
        reject(new Error('the fan-out server did not answer within 10 s'));
      }, 10_000);
      child.once('message', (reply) => {
        clearTimeout(timer);
        resolve(reply);
      });
      child.send(message);
    });
  try {
    const { id } = (await ask({ type: 'seed' })) as { id: string };
    let received = 0;
    let allReceived: () => void = () => {};
    const streams: IncomingMessage[] = [];
    for (let i = 0; i < SUBSCRIBERS; i += 100) {
      streams.push(
        ...(await Promise.all(
          Array.from({ length: Math.min(100, SUBSCRIBERS - i) }, () =>
            subscribe(url, () => {
              received += 1;
              if (received === SUBSCRIBERS) allReceived();
            }),
          ),
        )),
      );
    }
    const times: number[] = [];
    const statuses = ['In Progress', 'Resolved', 'Closed', 'New'];
    for (let round = 0; round < FANOUT_ROUNDS; round++) {
      received = 0;
      const done = new Promise<void>((resolve, reject) => {
        allReceived = resolve;
        setTimeout(() => {
          reject(new Error(`only ${received} of ${SUBSCRIBERS} subscribers got the change within 10 s`));
        }, 10_000).unref();
      });
      const started = performance.now();
      child.send({ type: 'change', id, status: statuses[round % statuses.length] });
      await done;
      times.push(performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    for (const stream of streams) stream.destroy();
    return times;
  } finally {
    await stopChild(child);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The fan-out server: the real app on port 0, taking seed and change commands over IPC. */
async function fanoutServer(dataDir: string) {
  const { serve } = await import('@hono/node-server');
  const { createApp } = await import('#server/app.ts');
  const { createDeps } = await import('#server/deps.ts');
  const { createLogger } = await import('#server/logger.ts');
  const { newRequestId } = await import('#domain/requests/request-id.ts');
  const { newRequest } = await import('#domain/requests/history.ts');
  const { statusChange } = await import('#domain/requests/request-changes.ts');
  type Status = Parameters<typeof statusChange>[0];

  const logger = createLogger('error');
  const services = await createDeps({ env: { DATA_DIR: dataDir }, logger });
  const app = createApp({ version: 'bench', services, logger });
  serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info) => {
    console.log(`Listening on http://127.0.0.1:${info.port}`);
  });
  process.on('message', (message: { type: string; id?: string; status?: Status }) => {
    void (async () => {
      if (message.type === 'seed') {
        const id = newRequestId();
        await services.stores.requests.create(
          newRequest(
            {
              id,
              category: 'Graffiti',
              description: 'Fan-out benchmark',
              address: '1 Main St',
              dueAt: new Date(Date.now() + 86_400_000).toISOString(),
              location: { lat: 40.28, lng: -74.59 },
            },
            new Date(),
          ),
        );
        process.send?.({ id });
      } else if (message.type === 'change' && message.id && message.status) {
        await services.stores.requests.update(
          message.id,
          statusChange(message.status, { id: 'bench', name: 'Bench Manager' }, new Date()),
        );
      }
    })();
  });
  process.on('SIGTERM', () => {
    services.lifecycle.endLiveStreams();
    void services.lifecycle.close().then(() => process.exit(0));
  });
}

async function main() {
  const root = mkdtempSync(join(tmpdir(), 'bench-api-'));
  const staticDir = join(root, 'site');
  mkdirSync(staticDir);
  writeFileSync(join(staticDir, 'index.html'), '<!doctype html><title>Bench</title>');
  try {
    console.log(`API benchmark: ${CONNECTIONS} connections, ${DURATION_S} s per endpoint, loopback\n`);

    // The baseline is measured before and after the API runs (its server idles in between) and
    // averaged: load from other work on a shared machine then weighs on both sides of the ratio.
    const hello = await startChild(['--input-type=module', '-e', HELLO_SERVER], {});
    const baselineBefore = await load('baseline: Hono hello world', { url: `${hello.url}/` });

    const api = await startNodeServer({
      port: API_PORT,
      dataDir: join(root, 'data'),
      staticDir,
      env: { SUBMIT_RATE_LIMIT: '0' },
    });
    const headers = { 'Content-Type': 'application/x-www-form-urlencoded' };
    let trackId = '';
    for (let i = 0; i < 60; i++) {
      const res = await fetch(`${api.url}/api/requests`, { method: 'POST', body: SUBMISSION, headers });
      if (res.status !== 201) throw new Error(`seeding answered ${res.status}: ${await res.text()}`);
      trackId = ((await res.json()) as { id: string }).id;
    }
    const list = await load('public list (50)', { url: `${api.url}/api/requests` });
    const track = await load('track by id', { url: `${api.url}/api/requests/${trackId}` });
    const open311 = await load('Open311 list (requests.xml, extensions, 60)', {
      url: `${api.url}/api/open311/v2/requests.xml?extensions=true`,
    });
    const submit = await load('submit, no photo', {
      url: `${api.url}/api/requests`,
      method: 'POST',
      body: SUBMISSION,
      headers,
    });
    await stopChild(api.child);
    const baselineAfter = await load('baseline: Hono hello world', { url: `${hello.url}/` });
    await stopChild(hello.child);
    const baseline = {
      name: `baseline: Hono hello world (mean of ${Math.round(baselineBefore.rps).toLocaleString('en-US')} before and ${Math.round(baselineAfter.rps).toLocaleString('en-US')} after)`,
      rps: (baselineBefore.rps + baselineAfter.rps) / 2,
      p99: Math.max(baselineBefore.p99, baselineAfter.p99),
    };

    const rows = [baseline, list, track, open311, submit];
    console.log('| endpoint | requests/s | p99 latency | vs baseline |');
    console.log('| --- | --- | --- | --- |');
    for (const row of rows) {
      console.log(
        `| ${row.name} | ${Math.round(row.rps).toLocaleString('en-US')} | ${row.p99} ms | ${((row.rps / baseline.rps) * 100).toFixed(0)}% |`,
      );
    }

    const times = (await fanout()).sort((a, b) => a - b);
    const median = times[Math.floor(times.length / 2)]!;
    const worst = times.at(-1)!;
    console.log(
      `\nLive feed fan-out to ${SUBSCRIBERS.toLocaleString('en-US')} subscribers (${FANOUT_ROUNDS} status changes): median ${median.toFixed(0)} ms, worst ${worst.toFixed(0)} ms`,
    );

    const checks: [string, boolean][] = [
      [`list >= ${TARGETS.ratio * 100}% of baseline`, list.rps >= baseline.rps * TARGETS.ratio],
      [`track >= ${TARGETS.ratio * 100}% of baseline`, track.rps >= baseline.rps * TARGETS.ratio],
      [`submit >= ${TARGETS.submitPerSecond}/s`, submit.rps >= TARGETS.submitPerSecond],
      [`fan-out < ${TARGETS.fanoutMs} ms (worst)`, worst < TARGETS.fanoutMs],
    ];
    console.log('');
    for (const [label, met] of checks) console.log(`${met ? 'met    ' : 'MISSED '} ${label}`);
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}

if (process.argv[2] === '--fanout-server') await fanoutServer(process.argv[3]!);
else await main();
