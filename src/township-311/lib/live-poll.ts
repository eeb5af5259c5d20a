/**
 * Polling the changes endpoint (docs/api.md#live-changes), where the server says event streams
 * do not reach the browser in time (Firebase Hosting). Asks every `pollMs` while the page is
 * visible and every HIDDEN_POLL_MS while it is hidden, at once when it is shown again, at once
 * again while the server says `more`, and with a doubling wait after failures. Sends the last
 * ETag, so a poll with nothing new is a 304 without a body. A `reset`, or a cursor the server
 * refuses, calls `onReset`: the screen refetches what it shows, as after a reconnection.
 */
import { HIDDEN_POLL_MS, MAX_POLL_BACKOFF_MS, type ChangesAnswer } from '#domain/requests/live-changes.ts';
import { reportStaffReply } from './api-client.ts';

/** One answer of a changes endpoint, with its ETag. */
export type ChangesReply = ChangesAnswer<unknown> & { etag: string | null };

/**
 * GETs a changes endpoint; the answer, 'unchanged' for a 304, or throws (the HTTP status in the message).
 * A staff feed answered 401 tells the portal the session has ended, as any staff call does, so
 * its sign-in opens at once rather than the feed retrying unseen.
 * @example const first = await readChanges('/api/requests/changes');
 */
export async function readChanges(url: string, init: RequestInit = {}): Promise<ChangesReply | 'unchanged'> {
  const res = await fetch(url, { ...init, credentials: 'same-origin', cache: 'no-store' });
  if (res.status === 304) return 'unchanged';
  if (!res.ok) {
    reportStaffReply(url, res.status, false);
    throw new Error(`changes: HTTP ${String(res.status)}`);
  }
  const answer = (await res.json()) as ChangesAnswer<unknown>;
  if (typeof answer.cursor !== 'string' || !Array.isArray(answer.events)) throw new Error('changes: not an answer');
  return { ...answer, etag: res.headers.get('ETag') };
}

interface PollOptions {
  /** The changes endpoint, without a query. */
  url: string;
  /** Where to start: the cursor of the first answer. */
  cursor: string;
  pollMs: number;
  onChange: (type: 'created' | 'updated', data: unknown) => void;
  onReset: () => void;
}

/**
 * @example const stop = startPolling({ url: '/api/staff/changes', cursor, pollMs: 3000, onChange, onReset });
 */
export function startPolling(options: PollOptions): () => void {
  const { url, onChange, onReset } = options;
  let cursor = options.cursor;
  let pollMs = options.pollMs;
  let etag: string | null = null;
  let failures = 0;
  let inFlight = false;
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const controller = new AbortController();
  const hidden = () => typeof document !== 'undefined' && document.visibilityState === 'hidden';

  const wait = () => {
    if (failures > 0) return Math.min(pollMs * 2 ** failures, MAX_POLL_BACKOFF_MS);
    return hidden() ? HIDDEN_POLL_MS : pollMs;
  };

  /** One poll; true when the server has more waiting. */
  const pollOnce = async (): Promise<boolean> => {
    const init = { signal: controller.signal, headers: etag ? { 'If-None-Match': etag } : undefined };
    let answer: ChangesReply | 'unchanged';
    try {
      answer = await readChanges(`${url}?since=${encodeURIComponent(cursor)}`, init);
    } catch (error) {
      if (!(error instanceof Error && error.message === 'changes: HTTP 400')) throw error;
      // The cursor is not one this server knows (another backend): start again from now.
      const fresh = await readChanges(url, { signal: controller.signal });
      if (fresh === 'unchanged') throw error;
      answer = { ...fresh, reset: true };
    }
    if (answer === 'unchanged') return false;
    cursor = answer.cursor;
    etag = answer.etag;
    if (answer.pollMs > 0) pollMs = answer.pollMs;
    if (answer.reset) onReset();
    for (const event of answer.events) onChange(event.type, event.data);
    return answer.more === true;
  };

  const poll = async () => {
    if (stopped || inFlight) return;
    clearTimeout(timer);
    inFlight = true;
    let more = false;
    try {
      more = await pollOnce();
      failures = 0;
    } catch {
      failures += 1;
    } finally {
      inFlight = false;
    }
    // Stopped while the poll was in flight: the abort ended it, and nothing is scheduled.
    if (!controller.signal.aborted) timer = setTimeout(() => void poll(), more ? 0 : wait());
  };

  const onVisibility = () => {
    if (!hidden()) void poll();
  };
  document.addEventListener('visibilitychange', onVisibility);
  timer = setTimeout(() => void poll(), wait());
  return () => {
    stopped = true;
    clearTimeout(timer);
    controller.abort();
    document.removeEventListener('visibilitychange', onVisibility);
  };
}
