/**
 * Realistic generated requests, for benchmarks and query-plan checks at 100,000 and 1,000,000
 * requests (docs/benchmarks.md). Deterministic for a seed: the same options give the same
 * requests, ids included.
 *
 * - created over the last `years` (oldest first, as they would have arrived), categories weighted
 *   like a township's (potholes and trash often, snow in winter only);
 * - priorities from the category's usual one (functions/ai/rules-triage.ts), some raised or lowered;
 * - a resolution history: assigned to one of a few staff of the category's department, In
 *   Progress, then Resolved or Closed after a time around the category's target; recent requests
 *   are still New or In Progress, and a few old ones were never finished (overdue);
 * - due dates from content/311-service-levels.json, as submission computes them;
 * - addresses on real street names and descriptions made of real words.
 *
 *   const db = openDatabase('/tmp/bench/311.sqlite');
 *   insertRequests(db, generateRequests({ count: 1_000_000, seed: 1, now: new Date() }));
 */
import type { DatabaseSync } from 'node:sqlite';
import type { Category, Priority } from '#domain/requests/constants.ts';
import { referenceFromBits } from '#domain/requests/reference.ts';
import type { HistoryEntry, ServiceRequest } from '#domain/requests/request-schemas.ts';
import { dueAt, townshipDate, type ServiceLevels } from '#domain/requests/service-levels.ts';
import { categoryRules, RESPONSE_TIMES } from '#server/ai/rules-triage.ts';
import { loadServiceLevels } from '#server/config/service-levels.ts';
import { ensureTownship } from '#server/config/township.ts';
import { categoryNames, departmentNames } from '#domain/township/township.ts';
import { transaction } from '#server/storage/sqlite/database.ts';
import { requestWriter } from '#server/storage/sqlite/request-writer.ts';
import { seededRandom } from '#domain/testing/seeded-random.ts';
import { describeIssue, STREETS } from './generate-requests-text.ts';

interface GenerateOptions {
  count: number;
  /** Same seed, same requests. */
  seed?: number;
  /** The newest request is just before this; nothing happens after it. */
  now?: Date;
  /** How far back the oldest request is; 5 by default. */
  years?: number;
  levels?: ServiceLevels;
}

/** Three staff per department, as `gen-<department>-<n>`: who generated requests are assigned to. */
ensureTownship();
const CATEGORIES = categoryNames();
const DEPARTMENTS = departmentNames();
const CATEGORY_RULES = categoryRules();

export const GENERATED_STAFF = DEPARTMENTS.flatMap((department) =>
  [1, 2, 3].map((n) => ({
    id: `gen-${department.toLowerCase().replace(/[^a-z]+/g, '-')}-${n}`,
    name: `${department} Worker ${n}`,
    department,
  })),
);

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const ID_ALPHABET = Array.from('ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789');
const RARE: readonly Category[] = ['Snow Removal', 'Traffic Signal Issue', 'Animal Control', 'Other'];
const NOT_SNOW = CATEGORIES.filter((one) => one !== 'Snow Removal');
const STAFF_OF = new Map(
  DEPARTMENTS.map((department) => [department, GENERATED_STAFF.filter((one) => one.department === department)]),
);

/**
 * Requests one by one, oldest first, `count` of them.
 * @example [...generateRequests({ count: 3, seed: 7, now: new Date('2026-11-27T12:00:00Z') })].length // 3
 */
export function* generateRequests(options: GenerateOptions): Generator<ServiceRequest> {
  const random = seededRandom(options.seed ?? 1);
  const now = (options.now ?? new Date()).getTime();
  const levels = options.levels ?? loadServiceLevels();
  const span = (options.years ?? 5) * 365 * DAY;
  const dueCache = new Map<string, number>();
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
  const at = (ms: number) => new Date(Math.round(ms)).toISOString();

  for (let i = 0; i < options.count; i += 1) {
    const created = now - span + ((i + random()) * span) / options.count;
    const winter = [11, 0, 1, 2].includes(new Date(created).getUTCMonth());
    let category = pick(CATEGORIES);
    // Rare categories are re-drawn most of the time; snow outside winter always.
    if ((RARE.includes(category) && random() < 0.7) || (category === 'Snow Removal' && !winter)) {
      category = pick(NOT_SNOW);
    }
    const rule = CATEGORY_RULES[category]!;
    const priority = shiftPriority(rule.priority, random());
    const createdIso = at(created);
    const dateKey = `${townshipDate(new Date(created))}|${category}`;
    let due = dueCache.get(dateKey);
    if (due === undefined) {
      due = dueAt(new Date(created), category, levels).getTime();
      dueCache.set(dateKey, due);
    }
    // Around the target, sometimes well past it: a log-normal time to finish.
    const target = Math.max(due - created, 4 * HOUR);
    const toFinish = target * Math.exp((random() + random() + random() - 1.5) * 1.6) * 0.8;
    const stuck = random() < 0.01;
    const staff = pick(STAFF_OF.get(rule.department)!);
    const history: HistoryEntry[] = [
      { timestamp: createdIso, action: 'Request Submitted', user: 'Resident', userId: null },
    ];
    const step = (fraction: number, action: string) => {
      const time = created + toFinish * fraction;
      if (time < now) history.push({ timestamp: at(time), action, user: staff.name, userId: staff.id });
      return time < now;
    };
    const assigned = step(0.1, `Assigned to ${staff.name}`);
    const started = step(0.3, 'Status changed to In Progress');
    const finished = !stuck && step(1, `Status changed to ${random() < 0.75 ? 'Resolved' : 'Closed'}`);
    const status = finished
      ? history.at(-1)!.action.endsWith('Resolved')
        ? 'Resolved'
        : 'Closed'
      : started
        ? 'In Progress'
        : 'New';
    const street = pick(STREETS);
    // One in 20 requests in progress has work completed awaiting review (by index: no draw, so the
    // rest of the data is as before).
    const reviewPending = status === 'In Progress' && i % 20 === 0;
    const work = { timestamp: history.at(-1)!.timestamp, user: staff.name, userId: staff.id, note: 'Work done.' };
    yield {
      id: Array.from({ length: 20 }, () => pick(ID_ALPHABET)).join(''),
      // Distinct for every i and seed (an odd multiplier is a bijection modulo 2^40).
      reference: referenceFromBits(BigInt(i + (options.seed ?? 1) * 2 ** 24) * 0x9e3779b1n),
      category,
      description: describeIssue(category, random(), random(), random()),
      address: `${1 + Math.floor(random() * 400)} ${street}`,
      location: { lat: 40.26 + random() * 0.06, lng: -74.66 + random() * 0.09 },
      imageUrl: null,
      status,
      priority,
      assignedDepartment: assigned ? staff.department : null,
      assignedTo: assigned ? staff.id : null,
      createdAt: createdIso,
      lastUpdatedAt: history.at(-1)!.timestamp,
      dueAt: new Date(due).toISOString(),
      history,
      comments: [],
      internalNotes: [],
      aiTriage: {
        suggestedPriority: priority,
        suggestedDepartment: rule.department,
        estimatedResponseTime: RESPONSE_TIMES[priority],
        reasoning: `Rules: ${category.toLowerCase()}.`,
        source: 'rules',
      },
      aiPhotoAnalysis: null,
      hiddenDescription: null,
      hiddenPhoto: null,
      language: 'en',
      descriptionTranslation: null,
      mergedInto: null,
      mergeRecord: null,
      workCompleted: reviewPending ? { ...work, photo: null } : null,
      reviewPending,
    };
  }
}

/** The category's usual priority, raised one step 15% of the time, lowered 10%, Emergency 3%. */
function shiftPriority(usual: Priority, chance: number): Priority {
  const order: Priority[] = ['Low', 'Medium', 'High', 'Emergency'];
  const index = order.indexOf(usual);
  if (chance < 0.03) return 'Emergency';
  if (chance < 0.18) return order[Math.min(index + 1, 2)]!;
  if (chance < 0.28) return order[Math.max(index - 1, 0)]!;
  return usual;
}

/** Rows written per transaction: one commit (one fsync) per batch. */
const BULK_BATCH = 10_000;

/**
 * Writes requests into an open 311 database (openDatabase) as the store's restore does, search
 * words included, `batch` rows per transaction. For a database made for a benchmark: it writes
 * without waiting for the disk (synchronous OFF, a crash can lose the batch in hand), then puts
 * back full sync and checkpoints. Returns how many it wrote.
 * @example insertRequests(db, generateRequests({ count: 100_000, seed: 1 })) // 100000
 */
export function insertRequests(db: DatabaseSync, requests: Iterable<ServiceRequest>, batch = BULK_BATCH): number {
  db.exec('PRAGMA synchronous = OFF');
  try {
    return insertInBatches(db, requests, batch);
  } finally {
    db.exec('PRAGMA synchronous = FULL');
    db.exec('PRAGMA wal_checkpoint(TRUNCATE)');
  }
}

function insertInBatches(db: DatabaseSync, requests: Iterable<ServiceRequest>, batch: number): number {
  const writer = requestWriter(db);
  let pending: ServiceRequest[] = [];
  let written = 0;
  const flush = () => {
    transaction(db, () => {
      for (const request of pending) writer.upsert(request);
    });
    written += pending.length;
    pending = [];
  };
  for (const request of requests) {
    pending.push(request);
    if (pending.length >= batch) flush();
  }
  if (pending.length > 0) flush();
  return written;
}
