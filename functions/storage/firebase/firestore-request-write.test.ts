/**
 * The query-only fields stay in step with the request through every write, and the lists find
 * what they describe: updates recompute them from the merged document, a time to resolve that
 * depends on a commit time is completed after it, a document from before due dates reads and
 * updates like a new one, and a filter that would read too much fails rather than answer short.
 */
import { Timestamp, type DocumentData } from 'firebase-admin/firestore';
import { afterEach, describe, expect, it } from 'vitest';
import { assignmentChange, commentChange, priorityChange, statusChange } from '#domain/requests/request-changes.ts';
import { dueAt } from '#domain/requests/service-levels.ts';
import { loadServiceLevels } from '../../config/service-levels.ts';
import { newRequest, withReference } from '../../testing/contracts/storage/fixtures.ts';
import { firebaseTestOptions } from '../../testing/helpers/firebase-test-stores.ts';
import type { TransferStores } from '../transfer-ports.ts';
import { openFirebaseApp, type FirebaseHandles } from './firebase-app.ts';
import { openFirebaseStores } from './firebase-stores.ts';
import { backfillRequestFields } from './firestore-request-backfill.ts';
import { countRequests } from './firestore-request-count.ts';
import { queryPage } from './firestore-request-page.ts';
import { msOf } from './firestore-times.ts';
import { toRequestDocument } from './request-document.ts';
import { QUERY_FIELDS } from './request-query-fields.ts';
import { ScanLimitError } from '../ports.ts';

const actor = { id: 'u1', name: 'Sam' };
const opened: { close(): Promise<void> }[] = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((each) => each.close()));
});

async function open(): Promise<{ stores: TransferStores; raw: FirebaseHandles }> {
  const options = firebaseTestOptions();
  const stores = await openFirebaseStores(options);
  const raw = openFirebaseApp(options);
  opened.push(stores, raw);
  return { stores, raw };
}

const stored = async (raw: FirebaseHandles, id: string) =>
  (await raw.db.collection('requests').doc(id).get()).data() as DocumentData;

describe('Firestore request writes and the query-only fields', () => {
  it('recomputes them from the merged document on update, so the lists find the change', async () => {
    const { stores, raw } = await open();
    const request = await stores.requests.create(
      newRequest({ priority: 'Low', assignedTo: null, assignedDepartment: null }),
    );
    expect(await stored(raw, request.id)).toMatchObject({ priorityRank: 1, departmentKey: '', finishedAt: null });
    await stores.requests.update(request.id, priorityChange('Emergency', actor, new Date()));
    await stores.requests.update(
      request.id,
      assignmentChange({ ...actor, department: 'Engineering' }, actor, new Date()),
    );
    expect(await stored(raw, request.id)).toMatchObject({ priorityRank: 4, departmentKey: 'Engineering' });
    const filter = { priorities: ['Emergency' as const], departments: ['Engineering'], words: ['light', 'corner'] };
    const page = await stores.requests.page({ filter, sort: 'priority', direction: 'desc', limit: 5 });
    expect(page.map((found) => found.id)).toEqual([request.id]);
    expect(await stores.requests.count({ ...filter, departments: [''] })).toBe(0);
  });

  it('takes the time to resolve from the finishing history entry', async () => {
    const { stores, raw } = await open();
    const request = await stores.requests.create(newRequest({ status: 'In Progress' }));
    const at = new Date(Date.parse(request.createdAt) + 90_000);
    await stores.requests.update(request.id, statusChange('Resolved', actor, at));
    expect(await stored(raw, request.id)).toMatchObject({ finishedAt: Timestamp.fromDate(at), resolveMs: 90_000 });
  });

  it('completes the time to resolve after the commit that finished a request without a history entry', async () => {
    const { stores, raw } = await open();
    const request = await stores.requests.create(newRequest({ status: 'New', history: [] }));
    const resolved = await stores.requests.update(request.id, { set: { status: 'Closed' } });
    const data = await stored(raw, request.id);
    expect(data.finishedAt).toEqual(data.lastUpdatedAt);
    expect(data.resolveMs).toBe(Date.parse(resolved!.lastUpdatedAt) - Date.parse(request.createdAt));
    // The rule: without a finishing entry, a finished request was finished at its last update.
    const commented = await stores.requests.update(request.id, commentChange('Done', actor, new Date()));
    const resolveMs = (await stored(raw, request.id)).resolveMs as number;
    expect(resolveMs).toBe(Date.parse(commented!.lastUpdatedAt) - Date.parse(request.createdAt));
    const months = [{ label: 'all', start: new Date(0), end: new Date(Date.now() + 86_400_000) }];
    const stats = await stores.requests.stats({ months, now: new Date(), assignees: [] });
    expect(stats.resolveTime).toEqual({ count: 1, medianMs: resolveMs, p90Ms: resolveMs });
  });

  it('creates a request finished in the same write with a time to resolve of 0', async () => {
    const { stores, raw } = await open();
    const request = await stores.requests.create(newRequest({ status: 'Resolved', history: [] }));
    const data = await stored(raw, request.id);
    expect(data.resolveMs).toBe(0);
    expect(data.finishedAt).toEqual(data.createdAt);
  });

  it('reads a request stored before due dates with the due date of its category, and stores it on the next change', async () => {
    const { stores, raw } = await open();
    const request = withReference(newRequest({ category: 'Snow Removal' }));
    const created = Timestamp.fromDate(new Date('2026-11-25T15:00:00.000Z'));
    const dropped = new Set<string>(['dueAt', ...QUERY_FIELDS]);
    const old = Object.fromEntries(
      Object.entries(toRequestDocument(request, created, created)).filter(([field]) => !dropped.has(field)),
    );
    await raw.db.collection('requests').doc(request.id).set(old);
    const expected = dueAt(created.toDate(), 'Snow Removal', loadServiceLevels()).toISOString();
    expect((await stores.requests.get(request.id))?.dueAt).toBe(expected);
    await stores.requests.update(request.id, commentChange('Plough on the way', actor, new Date()));
    const data = await stored(raw, request.id);
    expect(msOf(data.dueAt as Timestamp)).toBe(Date.parse(expected));
    expect(Object.keys(data)).toEqual(expect.arrayContaining([...QUERY_FIELDS]));
  });

  it('restores the query-only fields from the request’s own times', async () => {
    const { stores, raw } = await open();
    const request = {
      ...withReference(newRequest({ status: 'Closed' as const, history: [] })),
      createdAt: '2025-03-01T10:00:00.000Z',
      lastUpdatedAt: '2025-03-04T10:00:00.500Z',
    };
    await stores.requests.restore(request);
    expect(await stored(raw, request.id)).toMatchObject({ resolveMs: 3 * 86_400_000 + 500 });
  });

  it('fails rather than answer short when checking conditions itself would read too much', async () => {
    const { stores, raw } = await open();
    // The one match is the oldest: newest first, it is the last to be read.
    for (let i = 0; i < 12; i += 1) {
      await stores.requests.create(
        newRequest({ address: '4 Elm Rd', description: i ? 'Lamp out' : 'Lamp by the zebra' }),
      );
    }
    const requests = raw.db.collection('requests');
    const query = {
      filter: { words: ['lamp', 'zeb'] },
      sort: 'created' as const,
      direction: 'desc' as const,
      limit: 1,
    };
    expect((await queryPage(requests, query, 20)).map((found) => found.description)).toEqual(['Lamp by the zebra']);
    await expect(queryPage(requests, query, 8)).rejects.toThrow(ScanLimitError);
    expect(await countRequests(requests, query.filter, 20)).toBe(1);
    await expect(countRequests(requests, query.filter, 5)).rejects.toThrow(ScanLimitError);
    // Without conditions of its own to check, a count reads nothing.
    expect(await countRequests(requests, { words: ['lamp'] }, 0)).toBe(12);
  });
});

describe('backfillRequestFields', () => {
  it('stores the reference, due date and query-only fields of documents from before them, once', async () => {
    const { stores, raw } = await open();
    const current = await stores.requests.create(newRequest({ priority: 'Low' }));
    const request = withReference(
      newRequest({ category: 'Graffiti', priority: 'High', status: 'Closed', history: [] }),
    );
    const created = Timestamp.fromDate(new Date('2026-02-02T12:00:00.000Z'));
    const updated = Timestamp.fromDate(new Date('2026-02-03T12:00:00.000Z'));
    const dropped = new Set<string>(['reference', 'dueAt', ...QUERY_FIELDS]);
    await raw.db
      .collection('requests')
      .doc(request.id)
      .set(
        Object.fromEntries(
          Object.entries(toRequestDocument(request, created, updated)).filter(([field]) => !dropped.has(field)),
        ),
      );
    const filter = { priorities: ['High' as const] };
    expect(await stores.requests.page({ filter, sort: 'priority', direction: 'desc', limit: 5 })).toEqual([]);
    expect((await stores.requests.get(request.id))?.reference).toBe(request.reference);
    expect(await stores.requests.getByReference(request.reference)).toBeNull();

    expect(await backfillRequestFields(raw.db, 1)).toBe(1);
    expect((await stores.requests.getByReference(request.reference))?.id).toBe(request.id);
    expect(await stored(raw, request.id)).toMatchObject({ reference: request.reference });
    const page = await stores.requests.page({ filter, sort: 'due', direction: 'asc', limit: 5 });
    expect(page.map((found) => found.id)).toEqual([request.id]);
    expect(await stored(raw, request.id)).toMatchObject({ priorityRank: 3, resolveMs: 86_400_000 });
    expect(await stored(raw, request.id)).toMatchObject({ lastUpdatedAt: updated });
    expect(await backfillRequestFields(raw.db, 1)).toBe(0);
    expect(await stores.requests.get(current.id)).toEqual(current);
  });

  it('gives an open document from before the nearby check its cell, so the check finds it', async () => {
    const { stores, raw } = await open();
    const request = withReference(newRequest({ status: 'New', history: [] }));
    const stamp = Timestamp.fromDate(new Date('2026-02-02T12:00:00.000Z'));
    const old = toRequestDocument(request, stamp, stamp);
    delete old.openCell;
    await raw.db.collection('requests').doc(request.id).set(old);
    const query = { category: request.category, ...request.location! };
    expect(await stores.requests.nearby(query)).toEqual([]);

    expect(await backfillRequestFields(raw.db, 10)).toBe(1);
    expect((await stores.requests.nearby(query)).map((found) => found.request.id)).toEqual([request.id]);
  });

  it('gives a document whose derived reference is taken a fresh one', async () => {
    const { stores, raw } = await open();
    const request = withReference(newRequest({ category: 'Graffiti' }));
    const stamp = Timestamp.fromDate(new Date('2026-02-02T12:00:00.000Z'));
    const old = toRequestDocument(request, stamp, stamp);
    delete old.reference;
    await raw.db.collection('requests').doc(request.id).set(old);
    await raw.db.collection('request_references').doc(request.reference).set({ requestId: 'SomeoneElse0000000000' });

    expect(await backfillRequestFields(raw.db, 10, () => 'FRESH000')).toBe(1);
    expect((await stores.requests.getByReference('FRESH000'))?.id).toBe(request.id);
    expect(await stores.requests.getByReference(request.reference)).toBeNull();
  });
});
