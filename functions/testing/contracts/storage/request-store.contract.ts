/**
 * The RequestStore contract: what every adapter (SQLite today, Firestore next) must do. Run it
 * from an adapter's test file with a function that makes fresh, empty stores.
 */
import { isReference, newReference } from '#domain/requests/reference.ts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { serviceRequestSchema } from '#domain/requests/request-schemas.ts';
import { StoreConflictError, type Stores } from '../../../storage/ports.ts';
import type { TransferStores } from '../../../storage/transfer-ports.ts';
import { newRequest, sleep, type MakeStores } from './fixtures.ts';

const entry = (action: string, i = 0) => ({
  timestamp: new Date(Date.UTC(2025, 0, 1, 0, 0, i)).toISOString(),
  action,
  user: 'Jane Smith',
  userId: 'u1',
});

/** A reopening that needs the request Resolved, as the submitter's "not fixed" (services/follow-up.ts). */
const reopen = (i = 0) => ({ set: { status: 'In Progress' as const }, history: [entry('Reopened', i)] });
const isResolved = (current: { status: string }) => current.status === 'Resolved';

/** Two reopenings of one Resolved request at once, through `a` and `b`: exactly one applies, and the other sees it. */
async function oneOfTwo(a: Stores, b: Stores) {
  const input = newRequest({ status: 'Resolved', history: [] });
  await a.requests.create(input);
  const both = await Promise.all([
    a.requests.updateIf(input.id, reopen(0), isResolved),
    b.requests.updateIf(input.id, reopen(1), isResolved),
  ]);
  expect(both.map((outcome) => outcome?.applied).sort()).toEqual([false, true]);
  expect(both.find((outcome) => outcome?.applied === false)?.request.status).toBe('In Progress');
  expect((await b.requests.get(input.id))?.history).toHaveLength(1);
}

interface RequestStoreContractOptions {
  /**
   * Two sets of stores over the same data, as two processes (SQLite: two connections to one file;
   * Firebase: two apps on one project), for the checks that only a store's transactions, not
   * anything kept in one process, can pass.
   */
  makePair?: () => Promise<[Stores, Stores]>;
  /**
   * Whether the backend isolates transactions. The in-process Firestore emulator does not (its
   * transaction ids are dummies), so the test of two processes at once runs on SQLite and the
   * official Firestore emulator, and is reported as skipped on the in-process one.
   */
  isolated?: boolean;
}

export function runRequestStoreContract(
  name: string,
  makeStores: MakeStores,
  { makePair, isolated = true }: RequestStoreContractOptions = {},
): void {
  describe(`RequestStore contract: ${name}`, () => {
    let stores: TransferStores;
    beforeEach(async () => {
      stores = await makeStores();
    });
    afterEach(async () => {
      await stores.close();
    });

    it('creates and reads back every field, with store-set timestamps', async () => {
      const input = newRequest();
      const before = Date.now();
      const created = await stores.requests.create(input);
      const after = Date.now();
      expect(created).toEqual({
        ...input,
        reference: created.reference,
        createdAt: created.createdAt,
        lastUpdatedAt: created.createdAt,
      });
      expect(Date.parse(created.createdAt)).toBeGreaterThanOrEqual(before - 1000);
      expect(Date.parse(created.createdAt)).toBeLessThanOrEqual(after + 1000);
      const read = await stores.requests.get(input.id);
      expect(read).toEqual(created);
      expect(serviceRequestSchema.strict().safeParse(read).success).toBe(true);
    });

    it('draws a distinct reference for each new request and finds a request by it', async () => {
      const first = await stores.requests.create(newRequest());
      const second = await stores.requests.createWithSubmitterInfo(newRequest(), {
        name: '',
        email: '',
        phone: '',
        address: '',
        wantsTextAlerts: false,
      });
      expect(isReference(first.reference)).toBe(true);
      expect(second.reference).not.toBe(first.reference);
      expect(await stores.requests.getByReference(first.reference)).toEqual(first);
      expect(await stores.requests.getByReference(second.reference)).toEqual(second);
      expect(await stores.requests.getByReference(first.reference.toLowerCase())).toBeNull();
      const unknown = first.reference === '00000000' ? '00000001' : '00000000';
      expect(await stores.requests.getByReference(unknown)).toBeNull();
    });

    it('keeps the reference of a restored request and finds it by it', async () => {
      const restored = { ...newRequest(), reference: 'RESTRD00', createdAt: '2024-01-02T03:04:05.678Z' };
      await stores.requests.restore({ ...restored, lastUpdatedAt: restored.createdAt });
      expect((await stores.requests.getByReference('RESTRD00'))?.id).toBe(restored.id);
      const changed = await stores.requests.update(restored.id, { set: { status: 'Closed' } });
      expect(changed?.reference).toBe('RESTRD00');
    });

    it('keeps nulls and empty lists', async () => {
      const input = newRequest({
        imageUrl: null,
        assignedTo: null,
        assignedDepartment: null,
        aiTriage: null,
        aiPhotoAnalysis: null,
        history: [],
        comments: [],
        internalNotes: [],
      });
      await stores.requests.create(input);
      expect(await stores.requests.get(input.id)).toMatchObject(input);
    });

    it('stores only the fields of a request document', async () => {
      const input = { ...newRequest(), submitterEmail: 'leak@example.org' };
      await stores.requests.create(input);
      const read = await stores.requests.get(input.id);
      expect(read).not.toHaveProperty('submitterEmail');
      expect(JSON.stringify(read)).not.toContain('leak@example.org');
    });

    it('refuses a second request with the same id', async () => {
      const input = newRequest();
      await stores.requests.create(input);
      await expect(stores.requests.create({ ...input, description: 'other' })).rejects.toBeInstanceOf(
        StoreConflictError,
      );
      expect((await stores.requests.get(input.id))?.description).toBe(input.description);
    });

    it('answers null for an unknown id, on read and on update', async () => {
      const missing = newRequest().id;
      expect(await stores.requests.get(missing)).toBeNull();
      expect(await stores.requests.update(missing, { set: { status: 'Closed' } })).toBeNull();
      expect(await stores.requests.get(missing)).toBeNull();
    });

    it('lists newest first by createdAt, with a limit', async () => {
      const ids: string[] = [];
      for (let i = 0; i < 5; i++) {
        const request = newRequest();
        await stores.requests.create(request);
        ids.push(request.id);
        await sleep(3);
      }
      const newestFirst = [...ids].reverse();
      expect((await stores.requests.list()).map((r) => r.id)).toEqual(newestFirst);
      expect((await stores.requests.list({ limit: 3 })).map((r) => r.id)).toEqual(newestFirst.slice(0, 3));
      expect(await stores.requests.list({ limit: 0 })).toEqual([]);
      expect(await stores.requests.list({ limit: 50 })).toHaveLength(5);
    });

    it('orders by creation, not by last update', async () => {
      const first = newRequest();
      const second = newRequest();
      await stores.requests.create(first);
      await sleep(3);
      await stores.requests.create(second);
      await sleep(3);
      await stores.requests.update(first.id, { set: { status: 'Resolved' } });
      expect((await stores.requests.list()).map((r) => r.id)).toEqual([second.id, first.id]);
    });

    it('keeps a request without a map point (an address only)', async () => {
      const input = newRequest({ location: null });
      const created = await stores.requests.create(input);
      expect(created.location).toBeNull();
      expect((await stores.requests.get(input.id))?.location).toBeNull();
    });

    it('lists the requests created in a window, both ends included, newest first', async () => {
      const at = (day: number, hour = 12) => new Date(Date.UTC(2026, 5, day, hour)).toISOString();
      const made = [at(1), at(2), at(3, 0), at(3, 12), at(4), at(6)].map((createdAt) => ({
        ...newRequest(),
        reference: newReference(),
        createdAt,
        lastUpdatedAt: createdAt,
      }));
      for (const request of made) await stores.requests.restore(request);
      const ids = (from: string, to: string) =>
        stores.requests.listCreatedBetween(new Date(from), new Date(to)).then((list) => list.map((r) => r.id));
      expect(await ids(at(2), at(4))).toEqual([made[4]!.id, made[3]!.id, made[2]!.id, made[1]!.id]);
      expect(await ids(at(5), at(5, 23))).toEqual([]);
      expect(await ids(at(6), at(6))).toEqual([made[5]!.id]);
      const all = await stores.requests.listCreatedBetween(new Date(at(1)), new Date(at(6)));
      expect(all).toHaveLength(6);
      expect(all[0]).toEqual(made[5]);
    });

    it('lists by assignee, newest first', async () => {
      const a1 = newRequest({ assignedTo: 'staff-a' });
      const b1 = newRequest({ assignedTo: 'staff-b' });
      const none = newRequest({ assignedTo: null });
      const a2 = newRequest({ assignedTo: 'staff-a' });
      for (const request of [a1, b1, none, a2]) {
        await stores.requests.create(request);
        await sleep(3);
      }
      expect((await stores.requests.listByAssignee('staff-a')).map((r) => r.id)).toEqual([a2.id, a1.id]);
      expect((await stores.requests.listByAssignee('staff-a', { limit: 1 })).map((r) => r.id)).toEqual([a2.id]);
      expect(await stores.requests.listByAssignee('nobody')).toEqual([]);
      await stores.requests.update(a2.id, { set: { assignedTo: 'staff-b' } });
      expect((await stores.requests.listByAssignee('staff-b')).map((r) => r.id)).toEqual([a2.id, b1.id]);
    });

    it('counts by status and active emergencies', async () => {
      expect(await stores.requests.counts()).toEqual({
        byStatus: { New: 0, 'In Progress': 0, Resolved: 0, Closed: 0 },
        activeEmergencies: 0,
      });
      const rows = [
        { status: 'New', priority: 'Emergency' },
        { status: 'New', priority: 'Low' },
        { status: 'In Progress', priority: 'Emergency' },
        { status: 'Resolved', priority: 'Emergency' },
        { status: 'Closed', priority: 'High' },
        { status: 'New', priority: 'Medium' },
      ] as const;
      for (const row of rows) await stores.requests.create(newRequest(row));
      expect(await stores.requests.counts()).toEqual({
        byStatus: { New: 3, 'In Progress': 1, Resolved: 1, Closed: 1 },
        activeEmergencies: 2,
      });
    });

    it('applies a change: sets fields, appends to every list, moves lastUpdatedAt', async () => {
      const input = newRequest();
      const created = await stores.requests.create(input);
      await sleep(5);
      const change = {
        set: { status: 'Resolved', priority: 'Low', assignedTo: 'w1', assignedDepartment: 'Engineering' } as const,
        history: [entry('Status changed to Resolved', 1)],
        comments: [{ timestamp: entry('', 1).timestamp, text: 'Fixed', user: 'Jane Smith', userId: 'u1' }],
        internalNotes: [{ timestamp: entry('', 1).timestamp, text: 'Patched', user: 'Jane Smith', userId: 'u1' }],
      };
      const updated = await stores.requests.update(input.id, change);
      expect(updated).toEqual({
        ...created,
        ...change.set,
        history: [...input.history, ...change.history],
        comments: [...input.comments, ...change.comments],
        internalNotes: [...input.internalNotes, ...change.internalNotes],
        lastUpdatedAt: updated?.lastUpdatedAt,
      });
      expect(Date.parse(updated!.lastUpdatedAt)).toBeGreaterThan(Date.parse(created.lastUpdatedAt));
      expect(updated!.createdAt).toBe(created.createdAt);
      expect(await stores.requests.get(input.id)).toEqual(updated);
    });

    it('moves lastUpdatedAt on every update, even one that only appends', async () => {
      const input = newRequest();
      let last = (await stores.requests.create(input)).lastUpdatedAt;
      for (let i = 0; i < 3; i++) {
        await sleep(5);
        const updated = await stores.requests.update(input.id, { history: [entry(`step ${i}`)] });
        expect(Date.parse(updated!.lastUpdatedAt)).toBeGreaterThan(Date.parse(last));
        last = updated!.lastUpdatedAt;
      }
    });

    it('clears a field set to null and leaves fields it does not name', async () => {
      const input = newRequest({ assignedTo: 'w1', assignedDepartment: 'Engineering' });
      await stores.requests.create(input);
      const updated = await stores.requests.update(input.id, { set: { assignedTo: null, assignedDepartment: null } });
      expect(updated).toMatchObject({ assignedTo: null, assignedDepartment: null, status: input.status });
      expect(updated?.aiTriage).toEqual(input.aiTriage);
    });

    it('keeps moderation marks: hides and shows each part on its own, exactly as given', async () => {
      const input = newRequest();
      await stores.requests.create(input);
      const mark = { reason: 'Names a neighbour', timestamp: entry('', 2).timestamp, user: 'Mona', userId: 'm1' };
      const hidden = await stores.requests.update(input.id, {
        set: { hiddenDescription: mark, hiddenPhoto: { ...mark, reason: 'Shows a face' } },
        history: [entry('Description hidden from the public: Names a neighbour', 2)],
      });
      expect(hidden).toMatchObject({ hiddenDescription: mark, hiddenPhoto: { ...mark, reason: 'Shows a face' } });
      expect(await stores.requests.get(input.id)).toEqual(hidden);
      const shown = await stores.requests.update(input.id, { set: { hiddenPhoto: null } });
      expect(shown).toMatchObject({ hiddenDescription: mark, hiddenPhoto: null, description: input.description });
      expect(serviceRequestSchema.strict().safeParse(shown).success).toBe(true);
      expect(await stores.requests.get(input.id)).toEqual(shown);
      const [listed] = await stores.requests.page({ filter: {}, sort: 'created', direction: 'desc', limit: 1 });
      expect(listed).toEqual(shown);
    });

    it("keeps the description's machine translation, set once after the request is written", async () => {
      const input = newRequest({ description: '가로등이 꺼졌어요', language: 'ko' });
      const created = await stores.requests.create(input);
      expect(created.descriptionTranslation).toBeNull();
      const translation = { text: 'The streetlight is out', language: 'en', translatedAt: entry('', 2).timestamp };
      const updated = await stores.requests.update(input.id, { set: { descriptionTranslation: translation } });
      expect(updated).toMatchObject({ descriptionTranslation: translation, description: input.description });
      expect(serviceRequestSchema.strict().safeParse(updated).success).toBe(true);
      expect(await stores.requests.get(input.id)).toEqual(updated);
      const [listed] = await stores.requests.page({ filter: {}, sort: 'created', direction: 'desc', limit: 1 });
      expect(listed).toEqual(updated);
    });

    it('keeps a work completion and its review flag, set and cleared by updates', async () => {
      const input = newRequest();
      const created = await stores.requests.create(input);
      expect(created).toMatchObject({ workCompleted: null, reviewPending: false });
      const work = {
        timestamp: entry('', 2).timestamp,
        user: 'Sam',
        userId: 'u1',
        note: 'Filled it',
        photo: 'w-1.jpg',
      };
      const flagged = await stores.requests.update(input.id, { set: { workCompleted: work, reviewPending: true } });
      expect(flagged).toMatchObject({ workCompleted: work, reviewPending: true });
      expect(serviceRequestSchema.strict().safeParse(flagged).success).toBe(true);
      expect(await stores.requests.get(input.id)).toEqual(flagged);
      expect(await stores.requests.count({ review: 'pending' })).toBe(1);
      const cleared = await stores.requests.update(input.id, { set: { reviewPending: false } });
      expect(cleared).toMatchObject({ workCompleted: work, reviewPending: false });
      expect(await stores.requests.count({ review: 'pending' })).toBe(0);
      const [listed] = await stores.requests.page({ filter: {}, sort: 'created', direction: 'desc', limit: 1 });
      expect(listed).toEqual(cleared);
    });

    it('keeps two identical entries appended one after the other', async () => {
      const input = newRequest({ history: [] });
      await stores.requests.create(input);
      await stores.requests.update(input.id, { history: [entry('same')] });
      await stores.requests.update(input.id, { history: [entry('same')] });
      expect((await stores.requests.get(input.id))?.history).toEqual([entry('same'), entry('same')]);
    });

    it('loses nothing under 50 concurrent appends', async () => {
      const input = newRequest({ history: [], comments: [], internalNotes: [] });
      await stores.requests.create(input);
      const n = 50;
      await Promise.all(
        Array.from({ length: n }, (_, i) =>
          stores.requests.update(input.id, {
            set: { priority: i % 2 ? 'High' : 'Low' },
            history: [entry(`action ${i}`)],
            comments: [{ timestamp: entry('').timestamp, text: `comment ${i}`, user: 'A', userId: 'a' }],
            internalNotes: [{ timestamp: entry('').timestamp, text: `note ${i}`, user: 'A', userId: 'a' }],
          }),
        ),
      );
      const final = await stores.requests.get(input.id);
      const sorted = (values: string[]) => [...values].sort();
      const expected = (prefix: string) => sorted(Array.from({ length: n }, (_, i) => `${prefix} ${i}`));
      expect(sorted(final!.history.map((h) => h.action))).toEqual(expected('action'));
      expect(sorted(final!.comments.map((c) => c.text))).toEqual(expected('comment'));
      expect(sorted(final!.internalNotes.map((c) => c.text))).toEqual(expected('note'));
    }, 30_000); // 50 transactions on an in-process emulator take seconds on a busy machine

    it('applies a conditional change only while its condition holds, and null for an unknown id', async () => {
      const input = newRequest({ status: 'Resolved', history: [] });
      const created = await stores.requests.create(input);
      await sleep(5);
      const applied = await stores.requests.updateIf(input.id, reopen(), isResolved);
      expect(applied?.applied).toBe(true);
      expect(applied?.request).toMatchObject({ status: 'In Progress', history: [entry('Reopened')] });
      expect(Date.parse(applied!.request.lastUpdatedAt)).toBeGreaterThan(Date.parse(created.lastUpdatedAt));
      expect(await stores.requests.get(input.id)).toEqual(applied?.request);
      // Refused: nothing is written, and the answer is the request as it stands.
      const refused = await stores.requests.updateIf(input.id, reopen(1), isResolved);
      expect(refused).toEqual({ applied: false, request: applied?.request });
      expect(await stores.requests.get(input.id)).toEqual(applied?.request);
      expect(await stores.requests.updateIf(newRequest().id, reopen(), () => true)).toBeNull();
    });

    it('checks the condition on the request as the write finds it, not as a caller read it', async () => {
      const input = newRequest({ status: 'Resolved', history: [] });
      await stores.requests.create(input);
      const seen = await stores.requests.get(input.id);
      await stores.requests.update(input.id, { set: { status: 'Closed' }, history: [entry('Closed by staff')] });
      expect(seen?.status).toBe('Resolved');
      const outcome = await stores.requests.updateIf(input.id, reopen(), isResolved);
      expect(outcome?.applied).toBe(false);
      expect(outcome?.request).toMatchObject({ status: 'Closed', history: [entry('Closed by staff')] });
      expect(await stores.requests.get(input.id)).toMatchObject({ status: 'Closed' });
    });

    it('lets one of two conditional changes at once apply, the other see it', () => oneOfTwo(stores, stores));

    it.skipIf(!makePair || !isolated)(
      'lets one of two conditional changes from two processes at once apply',
      async () => {
        const [one, two] = await makePair!();
        try {
          await oneOfTwo(one, two);
        } finally {
          await Promise.all([one.close(), two.close()]);
        }
      },
      30_000,
    );
  });
}
