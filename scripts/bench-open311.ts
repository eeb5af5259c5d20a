/**
 * Open311 micro-benchmark (`npm run bench:open311`), in one process: township time
 * (`toZonedIso`, `addTownshipDays`, `zonedTimeToUtc`; baseline `toISOString`) and the XML of a
 * 1,000-request listing (baseline `JSON.stringify`). Warm-up rounds, then the median of ROUNDS and
 * the ratio to the baseline, which is what compares between runs on a shared machine.
 */
import { TOWNSHIP_TIME_ZONE } from '#domain/requests/format-date.ts';
import { zonedTimeToUtc } from '#domain/time/zoned-time.ts';
import { toXml, type Open311Value } from '#server/open311/format.ts';
import { addTownshipDays, toZonedIso } from '#server/open311/zoned-iso.ts';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 15);
const WARMUP = 3;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

function measure(run: () => unknown): number {
  for (let i = 0; i < WARMUP; i++) run();
  const times: number[] = [];
  for (let i = 0; i < ROUNDS; i++) {
    const started = performance.now();
    run();
    times.push(performance.now() - started);
  }
  return median(times);
}

// A fixed pseudo-random spread, so every run sees the same instants.
let seed = 42;
const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
const start = Date.UTC(2025, 0, 1);
const TWO_YEARS = 2 * 365 * 86_400_000;
const instants = Array.from({ length: 100_000 }, () => new Date(start + Math.floor(random() * TWO_YEARS)));
const walls = instants.slice(0, 10_000).map((instant) => instant.toISOString().slice(0, 19));

const NOTE = (at: Date, i: number): Open311Value => ({
  datetime: toZonedIso(at),
  type: i === 0 ? 'created' : 'status_change',
  summary: i === 0 ? 'Request Submitted' : 'Status changed to In Progress',
  author: i === 0 ? 'Resident' : 'Township Staff',
  description: null,
});
const listing: Open311Value = instants.slice(0, 1000).map((at, i) => ({
  service_request_id: `AbCdEfGh${String(i).padStart(8, '0')}`,
  status: i % 3 ? 'open' : 'closed',
  status_notes: i % 5 ? null : 'Crew scheduled for Tuesday & Wednesday <east side>',
  service_name: 'Streetlight Outage',
  service_code: 'streetlight-outage',
  description: `Light out at the corner of Main and Elm, pole ${i}; "flickers" at night.`,
  agency_responsible: i % 2 ? 'Public Works' : null,
  service_notice: null,
  requested_datetime: toZonedIso(at),
  updated_datetime: toZonedIso(new Date(at.getTime() + 3_600_000)),
  expected_datetime: null,
  address: '20 Main St, West Windsor',
  address_id: null,
  zipcode: null,
  lat: 40.28,
  long: -74.59,
  media_url: null,
  notes: [NOTE(at, 0), NOTE(new Date(at.getTime() + 3_600_000), 1)],
  extended_attributes: {
    priority: 'Medium',
    category: 'Streetlight Outage',
    tracking_url: `https://example.org/311/track/AbCdEfGh${String(i).padStart(8, '0')}`,
  },
}));

const rows: { name: string; ms: number; baseline?: number }[] = [];
const isoBaseline = measure(() => instants.map((instant) => instant.toISOString()));
rows.push({ name: 'baseline: toISOString, 100,000 instants', ms: isoBaseline });
rows.push({
  name: 'toZonedIso, 100,000 instants over two years',
  ms: measure(() => instants.map((instant) => toZonedIso(instant))),
  baseline: isoBaseline,
});
rows.push({
  name: 'addTownshipDays(±90), 100,000 instants',
  ms: measure(() => instants.map((instant, i) => addTownshipDays(instant, i % 2 ? 90 : -90))),
  baseline: isoBaseline,
});
rows.push({
  name: 'zonedTimeToUtc, 10,000 wall-clock times',
  ms: measure(() => walls.map((wall) => zonedTimeToUtc(wall, TOWNSHIP_TIME_ZONE))),
  baseline: isoBaseline,
});
const jsonBaseline = measure(() => JSON.stringify(listing));
rows.push({ name: 'baseline: JSON.stringify, 1,000-request listing', ms: jsonBaseline });
rows.push({
  name: 'toXml, 1,000-request listing with notes',
  ms: measure(() => toXml('service_requests', listing)),
  baseline: jsonBaseline,
});

console.log(`Open311 micro-benchmark: median of ${ROUNDS} rounds, Node ${process.versions.node}\n`);
console.log('| case | median | vs baseline |');
console.log('| --- | --- | --- |');
for (const row of rows) {
  const ratio = row.baseline ? `${(row.ms / row.baseline).toFixed(2)}x` : '1x';
  console.log(`| ${row.name} | ${row.ms.toFixed(2)} ms | ${ratio} |`);
}
