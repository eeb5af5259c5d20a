/**
 * The public screens' reads (the track screen's list and request, the public statistics): a keyed
 * cache of GET replies with TanStack Query's result shape and policy, in about 1 KB instead of its
 * 13 KB, so the track screen fits the resident JavaScript budget (DESIGN.md, weight bar). Keys come
 * from `lib/query-keys.ts`, as the staff portal's do.
 *
 * Policy, the same as `lib/query-client.ts`: a reply is fresh for `staleMs` (10 s unless a read says
 * otherwise); a 4xx is not retried, other failures twice (after 1 s, then 2 s); invalidating
 * refetches what is on screen at once (a reply still on its way is then ignored) and marks the rest
 * stale for their next mount; an entry nothing shows is dropped after five minutes.
 * @example const list = useResidentRead({ key: queryKeys.requests.public.list(''), read: () => getJson('/api/requests') });
 */
import { useCallback, useEffect, useRef, useSyncExternalStore } from 'react';
import { ApiError } from './api-client.ts';

export interface ResidentRead<T> {
  key: readonly string[];
  read: () => Promise<T>;
  /** How long a reply counts as fresh; 10 s when left out. */
  staleMs?: number;
  /** While a new key loads, show the last key's data (marked `isPlaceholderData`). */
  keepPrevious?: boolean;
}

export interface ReadResult<T> {
  data: T | undefined;
  error: unknown;
  /** No data yet (nor any to keep showing). */
  isPending: boolean;
  /** The last attempt failed and there is no data. */
  isError: boolean;
  /** `data` is the previous key's, shown while this one loads. */
  isPlaceholderData: boolean;
}

interface Entry {
  key: readonly string[];
  read: () => Promise<unknown>;
  staleMs: number;
  result: ReadResult<unknown>;
  updatedAt: number;
  invalidated: boolean;
  /** Bumped by each fetch started: only the newest fetch's reply is kept. */
  generation: number;
  fetching: boolean;
  listeners: Set<() => void>;
  dropTimer?: ReturnType<typeof setTimeout>;
}

const DROP_UNUSED_MS = 5 * 60_000;
const entries = new Map<string, Entry>();
let retryDelaysMs = [1_000, 2_000];
let defaultStaleMs = 10_000;

const hashOf = (key: readonly string[]) => JSON.stringify(key);
const startsWith = (key: readonly string[], prefix: readonly string[]) =>
  prefix.every((part, index) => key[index] === part);
const retryable = (error: unknown) => !(error instanceof ApiError && error.status >= 400 && error.status < 500);
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function settle(entry: Entry, result: Partial<ReadResult<unknown>>): void {
  entry.result = { ...entry.result, ...result };
  for (const listener of entry.listeners) listener();
}

async function fetchEntry(entry: Entry): Promise<void> {
  const generation = ++entry.generation;
  entry.fetching = true;
  entry.invalidated = false;
  for (let attempt = 0; ; attempt += 1) {
    try {
      const data = await entry.read();
      if (generation !== entry.generation) return;
      entry.updatedAt = Date.now();
      entry.fetching = false;
      settle(entry, { data, error: undefined, isPending: false, isError: false });
      return;
    } catch (error) {
      if (generation !== entry.generation) return;
      const delay = retryDelaysMs[attempt];
      if (delay === undefined || !retryable(error)) {
        entry.fetching = false;
        settle(entry, { error, isPending: false, isError: entry.result.data === undefined });
        return;
      }
      await wait(delay);
      if (generation !== entry.generation) return;
    }
  }
}

function entryFor(read: ResidentRead<unknown>): Entry {
  const hash = hashOf(read.key);
  let entry = entries.get(hash);
  if (!entry) {
    entry = {
      key: read.key,
      read: read.read,
      staleMs: read.staleMs ?? defaultStaleMs,
      result: { data: undefined, error: undefined, isPending: true, isError: false, isPlaceholderData: false },
      updatedAt: 0,
      invalidated: false,
      generation: 0,
      fetching: false,
      listeners: new Set(),
    };
    entries.set(hash, entry);
  }
  return entry;
}

function subscribe(entry: Entry, hash: string, listener: () => void): () => void {
  clearTimeout(entry.dropTimer);
  entry.listeners.add(listener);
  const stale = entry.invalidated || Date.now() - entry.updatedAt > entry.staleMs;
  if (stale && !entry.fetching) void fetchEntry(entry);
  return () => {
    entry.listeners.delete(listener);
    if (entry.listeners.size === 0) {
      entry.dropTimer = setTimeout(() => {
        if (entry.listeners.size === 0 && entries.get(hash) === entry) entries.delete(hash);
      }, DROP_UNUSED_MS);
    }
  };
}

/** One read, fetched on first mount and shared by every screen that shows the same key. */
export function useResidentRead<T>(read: ResidentRead<T>): ReadResult<T> {
  const hash = hashOf(read.key);
  const entry = entryFor(read);
  entry.read = read.read;
  const onChange = useCallback((listener: () => void) => subscribe(entry, hash, listener), [entry, hash]);
  const result = useSyncExternalStore(onChange, () => entry.result) as ReadResult<T>;
  const shown = useRef<T | undefined>(undefined);
  useEffect(() => {
    if (result.data !== undefined) shown.current = result.data;
  }, [result.data]);
  if (read.keepPrevious && result.data === undefined && result.isPending && shown.current !== undefined) {
    return { ...result, data: shown.current, isPending: false, isPlaceholderData: true };
  }
  return result;
}

/** Every cached reply under `prefix`, with its key (the live feed patches them in place). */
export function residentReadsUnder<T>(prefix: readonly string[]): [readonly string[], T][] {
  return [...entries.values()]
    .filter((entry) => startsWith(entry.key, prefix) && entry.result.data !== undefined)
    .map((entry) => [entry.key, entry.result.data as T]);
}

/** Replaces one cached reply, as if it had just been fetched. */
export function setResidentRead(key: readonly string[], data: unknown): void {
  const entry = entries.get(hashOf(key));
  if (!entry) return;
  entry.updatedAt = Date.now();
  settle(entry, { data, error: undefined, isPending: false, isError: false });
}

/** Refetches what is on screen under `prefix` and marks the rest stale. */
export function invalidateResidentReads(prefix: readonly string[]): void {
  for (const entry of entries.values()) {
    if (!startsWith(entry.key, prefix)) continue;
    entry.invalidated = true;
    if (entry.listeners.size > 0) void fetchEntry(entry);
  }
}

/**
 * For tests: an empty cache whose reads are stale at once and not retried, as the tests' TanStack
 * clients; `{ retry: true }` keeps the retries.
 */
export function resetResidentReads({ retry = false }: { retry?: boolean } = {}): void {
  for (const entry of entries.values()) clearTimeout(entry.dropTimer);
  entries.clear();
  retryDelaysMs = retry ? [1_000, 2_000] : [];
  defaultStaleMs = 0;
}
