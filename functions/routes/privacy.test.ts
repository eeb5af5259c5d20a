/**
 * The privacy bar: requests seeded with distinctive private values (submitter details, internal
 * notes, AI output, assignee and staff names) and none of them may appear in any public reply,
 * header, error or live event, while the public parts still do. Runs on the local backend always
 * and on Firebase (Firestore, with its snapshot-listener live feed) when the Auth emulator is there.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newRequestId } from '#domain/requests/request-id.ts';
import { encodeCursor } from '#domain/requests/request-query.ts';
import { searchWords } from '#domain/requests/search-words.ts';
import { phoneSearch } from '#domain/requests/submitter-search.ts';
import { sendBackChange, workCompletedChange } from '#domain/requests/work-completed.ts';
import {
  assignmentChange,
  commentChange,
  noteChange,
  priorityChange,
  statusChange,
} from '#domain/requests/request-changes.ts';
import { createApp } from '../app.ts';
import type { Open311Value } from '../open311/format.ts';
import { getBoth } from '../testing/helpers/open311-client.ts';
import { addStaff, signIn, staffHeaders } from '../testing/fixtures/staff.ts';
import { createTestDeps, TEST_BACKENDS, type TestDeps } from '../testing/helpers/test-deps.ts';
import { submitForm, tinyImage, validFields } from '../testing/fixtures/submit-form.ts';
import { PUBLIC_LIST_KEYS } from '../testing/fixtures/public-fields.ts';
import { readFrames } from '../testing/helpers/event-frames.ts';
import { tokenFrom } from '../testing/helpers/follow-links.ts';

/** Every private value; each must never reach a resident. */
const PRIVATE = {
  name: 'Zqxname Privatesubmitter',
  email: 'zqx.private.submitter@example.org',
  phone: '+1 (609) 555-0177',
  phoneDigits: '555-0177',
  submitterAddress: '77 Zqxprivate Lane',
  note: 'ZQX-INTERNAL-NOTE gate code 4411',
  reasoning: 'ZQX-AI-REASONING',
  suggestedDepartment: 'ZQX-AI-DEPARTMENT',
  // Readable as an estimate, so anything computed from it (a due date) would show up too.
  estimatedResponseTime: 'ZQX-AI-RESPONSE-TIME within 2-3 business days',
  issueType: 'ZQX-AI-ISSUE',
  severity: 'ZQX-AI-SEVERITY',
  repair: 'ZQX-AI-REPAIR',
  staffId: 'zqx-staff-id-991',
  staffName: 'Zqxstaff Membername',
  assigneeId: 'zqx-assignee-id-552',
  assigneeName: 'Zqxassignee Person',
  assignedDepartment: 'ZQX-ASSIGNED-DEPARTMENT',
  /** The description's machine translation for staff (docs/product.md#311-machine-translation). */
  translation: 'ZQX-MACHINE-TRANSLATION',
  /** A worker's note and photo of work completed, and a manager's reason for sending it back. */
  workNote: 'ZQX-WORK-COMPLETED-NOTE',
  workPhoto: 'zqx-work-photo.jpg',
  sendBackReason: 'ZQX-SEND-BACK-REASON',
  /** Someone who follows the requests: private from the public and from staff alike. */
  follower: 'zqx.private.follower@example.org',
} as const;

const PUBLIC_COMMENT = 'Crew booked for Tuesday';

describe.each(TEST_BACKENDS)('$backend backend', ({ backend, available }) => {
  describe.skipIf(!available)('privacy', () => {
    let deps: TestDeps;
    let app: ReturnType<typeof createApp>;
    const ids: string[] = [];
    const staff = { id: PRIVATE.staffId, name: PRIVATE.staffName };
    const assignee = { id: PRIVATE.assigneeId, name: PRIVATE.assigneeName, department: PRIVATE.assignedDepartment };

    /** Fails naming the private value a text contains; `published` names values that reply may show on purpose. */
    function expectNoPrivate(where: string, text: string, published: readonly (keyof typeof PRIVATE)[] = []) {
      const lower = text.toLowerCase();
      for (const [key, value] of Object.entries(PRIVATE)) {
        if (published.includes(key as keyof typeof PRIVATE)) continue;
        expect(lower.includes(value.toLowerCase()), `${where} leaks ${key}`).toBe(false);
      }
    }

    async function expectPublicReply(path: string, init?: RequestInit) {
      const res = await app.request(path, init);
      const body = await res.text();
      expectNoPrivate(`${init?.method ?? 'GET'} ${path}`, body);
      expectNoPrivate(`headers of ${path}`, JSON.stringify([...res.headers]));
      return { res, body };
    }

    /** Makes a seeded request go through every kind of staff change (each publishes an event). */
    async function changeEverything(id: string) {
      const at = () => new Date();
      await deps.stores.requests.update(id, noteChange(PRIVATE.note, staff, at()));
      await deps.stores.requests.update(id, assignmentChange(assignee, staff, at()));
      await deps.stores.requests.update(id, statusChange('In Progress', staff, at()));
      await deps.stores.requests.update(id, priorityChange('Emergency', staff, at()));
      await deps.stores.requests.update(id, commentChange(PUBLIC_COMMENT, staff, at()));
      await deps.stores.requests.update(id, workCompletedChange(PRIVATE.workNote, PRIVATE.workPhoto, staff, at()));
      await deps.stores.requests.update(id, sendBackChange(PRIVATE.sendBackReason, staff, at()));
      await deps.stores.requests.update(id, workCompletedChange(PRIVATE.workNote, null, staff, at()));
    }

    beforeAll(async () => {
      deps = await createTestDeps(
        {
          providers: {
            triage: {
              suggest: () =>
                Promise.resolve({
                  suggestedPriority: 'High',
                  suggestedDepartment: PRIVATE.suggestedDepartment,
                  estimatedResponseTime: PRIVATE.estimatedResponseTime,
                  reasoning: PRIVATE.reasoning,
                  source: 'model',
                }),
            },
            photoAnalyzer: {
              analyze: () =>
                Promise.resolve({
                  issueType: PRIVATE.issueType,
                  severity: PRIVATE.severity,
                  repairRecommendation: PRIVATE.repair,
                  source: 'model',
                }),
            },
          },
        },
        backend,
      );
      app = createApp({ version: 'test', services: deps });

      const fields = validFields({
        name: PRIVATE.name,
        email: PRIVATE.email,
        phone: PRIVATE.phone,
        submitterAddress: PRIVATE.submitterAddress,
      });
      // Through the API, with a photo so photo analysis runs too.
      const submitted = await app.request('/api/requests', {
        method: 'POST',
        body: submitForm(fields, { bytes: await tinyImage('jpeg', { gps: true }) }),
      });
      expect(submitted.status).toBe(201);
      const reply = await submitted.text();
      expectNoPrivate('POST /api/requests', reply);
      ids.push((JSON.parse(reply) as { id: string }).id);

      // Straight into the store, with every private field filled.
      const id = newRequestId();
      await deps.stores.requests.create({
        id,
        category: 'Tree Issue',
        dueAt: '2025-01-10T04:59:59.000Z',
        description: 'Branch over the path',
        address: '5 Oak Ave',
        location: { lat: 40.3, lng: -74.6 },
        imageUrl: null,
        status: 'New',
        priority: 'Low',
        assignedDepartment: PRIVATE.assignedDepartment,
        assignedTo: PRIVATE.assigneeId,
        history: [
          { timestamp: new Date().toISOString(), action: 'Request Submitted', user: 'Resident', userId: null },
          {
            timestamp: new Date().toISOString(),
            action: 'Internal note added',
            user: PRIVATE.staffName,
            userId: PRIVATE.staffId,
          },
        ],
        comments: [
          {
            timestamp: new Date().toISOString(),
            text: PUBLIC_COMMENT,
            user: PRIVATE.staffName,
            userId: PRIVATE.staffId,
          },
        ],
        internalNotes: [
          { timestamp: new Date().toISOString(), text: PRIVATE.note, user: PRIVATE.staffName, userId: PRIVATE.staffId },
        ],
        aiTriage: {
          suggestedPriority: 'Low',
          suggestedDepartment: PRIVATE.suggestedDepartment,
          estimatedResponseTime: PRIVATE.estimatedResponseTime,
          reasoning: PRIVATE.reasoning,
          source: 'model',
        },
        aiPhotoAnalysis: {
          issueType: PRIVATE.issueType,
          severity: PRIVATE.severity,
          repairRecommendation: PRIVATE.repair,
          source: 'model',
        },
        hiddenDescription: null,
        hiddenPhoto: null,
        language: 'ko',
        descriptionTranslation: { text: PRIVATE.translation, language: 'en', translatedAt: new Date().toISOString() },
        mergedInto: null,
        mergeRecord: null,
        workCompleted: {
          timestamp: new Date().toISOString(),
          user: PRIVATE.staffName,
          userId: PRIVATE.staffId,
          note: PRIVATE.workNote,
          photo: PRIVATE.workPhoto,
        },
        reviewPending: true,
      });
      await deps.stores.submitterInfo.put(id, {
        name: PRIVATE.name,
        email: PRIVATE.email,
        phone: PRIVATE.phone,
        address: PRIVATE.submitterAddress,
        wantsTextAlerts: true,
      });
      ids.push(id);
      // Both followed, confirmed through the link in the e-mail, before the changes that tell followers.
      for (const followed of ids) await followConfirmed(followed);
      await changeEverything(ids[0]!);
    });

    const postJson = (path: string, body: unknown) =>
      app.request(path, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      });

    /** Asks to follow as PRIVATE.follower and confirms; both replies checked as public ones. */
    async function followConfirmed(requestId: string) {
      const asked = await postJson('/api/follow/subscribe', { requestId, email: PRIVATE.follower });
      expect(asked.status).toBe(202);
      expectNoPrivate('POST /api/follow/subscribe', await asked.text());
      const mail = deps.providers.notifier.emails.filter((message) => message.to === PRIVATE.follower).at(-1)!;
      const confirmed = await postJson('/api/follow/confirm', { token: tokenFrom(mail.body, 'confirm') });
      expect(confirmed.status).toBe(200);
      expectNoPrivate('POST /api/follow/confirm', await confirmed.text());
    }

    afterAll(async () => {
      await deps.cleanup();
    });

    describe('no private value in any public reply', () => {
      it('the seeded requests really hold every private value', async () => {
        for (const id of ids) {
          const stored = JSON.stringify([await deps.stores.requests.get(id), await deps.stores.submitterInfo.get(id)]);
          for (const key of ['name', 'email', 'note', 'reasoning', 'staffName', 'assignedDepartment'] as const) {
            expect(stored).toContain(PRIVATE[key]);
          }
        }
      });

      it('the public list', async () => {
        const { res, body } = await expectPublicReply('/api/requests');
        expect(res.status).toBe(200);
        for (const id of ids) expect(body).toContain(id);
      });

      it('the public list filtered, paged, and refusing a bad filter', async () => {
        const filtered = await expectPublicReply(
          '/api/requests?status=New&status=In%20Progress&category=Tree%20Issue&category=Graffiti',
        );
        expect(filtered.res.status).toBe(200);
        const { requests } = JSON.parse(filtered.body) as { requests: Record<string, unknown>[] };
        expect(requests.map((row) => row.id).sort()).toEqual([...ids].sort());
        for (const row of requests) expect(Object.keys(row).sort()).toEqual(PUBLIC_LIST_KEYS);
        const [newest, oldest] = requests as { id: string; createdAt: string }[];
        const after = encodeCursor({ key: [Date.parse(newest!.createdAt)], id: newest!.id });
        const older = await expectPublicReply(`/api/requests?after=${after}`);
        expect(older.res.status).toBe(200);
        expect(older.body).toContain(oldest!.id);
        expect(older.body).not.toContain(newest!.id);
        expect((await expectPublicReply('/api/requests?status=Pending')).res.status).toBe(400);
      });

      it("the public list has no search that reaches a caller's name, e-mail or phone", async () => {
        const unfiltered = JSON.parse((await expectPublicReply('/api/requests')).body) as {
          requests: { id: string }[];
        };
        for (const q of [PRIVATE.name, PRIVATE.email, PRIVATE.phone, PRIVATE.phoneDigits, '6095550177']) {
          const { res, body } = await expectPublicReply(`/api/requests?${new URLSearchParams({ q }).toString()}`);
          // Not a filter of the public list: the same rows as without it, or a refusal.
          if (res.status === 200) {
            const rows = (JSON.parse(body) as { requests: { id: string }[] }).requests;
            expect(rows.map((row) => row.id)).toEqual(unfiltered.requests.map((row) => row.id));
          } else {
            expect(res.status).toBe(400);
          }
          const tracked = await expectPublicReply(`/api/requests/${encodeURIComponent(q)}`);
          expect(tracked.res.status).toBe(404);
        }
      });

      it("the request's own search index holds no caller detail: only a search allowed to see callers finds one", async () => {
        for (const q of [PRIVATE.name, PRIVATE.email, PRIVATE.phoneDigits]) {
          const words = searchWords(phoneSearch(q) ?? q);
          expect(await deps.stores.requests.count({ words }), q).toBe(0);
          expect(
            await deps.stores.requests.page({ filter: { words }, sort: 'created', direction: 'desc', limit: 10 }),
          ).toEqual([]);
          expect(await deps.stores.requests.count({ words, searchSubmitters: true }), q).toBe(ids.length);
        }
      });

      it('the public statistics: counts and a median, nothing about a request or a person', async () => {
        const { res, body } = await expectPublicReply('/api/stats');
        expect(res.status).toBe(200);
        const stats = JSON.parse(body) as Record<string, unknown>;
        expect(Object.keys(stats).sort()).toEqual(['byCategory', 'generatedAt', 'medianResolveMs', 'months']);
        for (const id of ids) expect(body).not.toContain(id);
        expect(body).not.toMatch(/overdue|resolveTime|p90/);
      });

      it('the track view, its photo, and lookups that fail', async () => {
        for (const id of ids) {
          const { res, body } = await expectPublicReply(`/api/requests/${id}`);
          expect(res.status).toBe(200);
          expect(body).toContain(PUBLIC_COMMENT);
          expect(body).toContain('Township Staff');
          const imageUrl = (JSON.parse(body) as { imageUrl: string | null }).imageUrl;
          if (imageUrl) {
            const photo = await app.request(imageUrl);
            expect(photo.status).toBe(200);
            expectNoPrivate('photo bytes', Buffer.from(await photo.arrayBuffer()).toString('latin1'));
          }
        }
        await expectPublicReply(`/api/requests/${ids[0]!.slice(0, 10)}`);
        await expectPublicReply(`/api/uploads/${ids[0]!}/missing.jpg`);
      });

      it('the nearby check and "I have this problem too" (docs/product.md#311-already-reported)', async () => {
        const { res, body } = await expectPublicReply('/api/requests/nearby?category=Tree%20Issue&lat=40.3&lng=-74.6');
        expect(res.status).toBe(200);
        expect(body).toContain(ids[1]!);
        const pressed = await app.request(`/api/requests/${ids[1]!}/also-reported`, { method: 'POST' });
        expect(pressed.status).toBe(200);
        expectNoPrivate('POST /api/requests/:id/also-reported', await pressed.text());
        await expectPublicReply(`/api/requests/${ids[1]!}/also-reported`);
        await expectPublicReply('/api/requests/nearby?category=Tree%20Issue&lat=north&lng=-74.6');
      });

      it('errors about a submission, even one carrying private values', async () => {
        const bad = validFields({ name: PRIVATE.name, email: PRIVATE.email, category: PRIVATE.reasoning });
        const { res } = await expectPublicReply('/api/requests', { method: 'POST', body: submitForm(bad) });
        expect(res.status).toBe(422);
        const pothole = validFields({ name: PRIVATE.name, category: 'Pothole/Road Damage', issueAddress: 'Route 1' });
        expect(
          (await expectPublicReply('/api/requests', { method: 'POST', body: submitForm(pothole) })).res.status,
        ).toBe(422);
      });

      it('the Open311 reads, in both formats, with nothing derived from the AI estimate', async () => {
        const paths = [
          '/api/open311/v2/requests.{format}',
          '/api/open311/v2/requests.{format}?extensions=true',
          `/api/open311/v2/requests.{format}?extensions=true&service_request_id=${ids.join(',')}`,
          ...ids.map((id) => `/api/open311/v2/requests/${id}.{format}?extensions=true`),
        ];
        for (const path of paths) {
          const { status, json, jsonText, xmlText } = await getBoth(app, path, 'service_requests');
          expect(status).toBe(200);
          // The standard's agency_responsible publishes the assigned department on purpose (docs/open311.md).
          expectNoPrivate(`GET ${path} (JSON)`, jsonText, ['assignedDepartment']);
          expectNoPrivate(`GET ${path} (XML)`, xmlText, ['assignedDepartment']);
          const rows = (json as Record<string, Open311Value>[]).filter((row) =>
            ids.includes(row.service_request_id as string),
          );
          expect(rows).toHaveLength(path.includes('/requests/') ? 1 : ids.length);
          // The due date (the end of a township working day), never anything from the AI's estimate.
          for (const row of rows) expect(row.expected_datetime, path).toMatch(/^\d{4}-\d{2}-\d{2}T23:59:59-0[45]:00$/);
        }
      });

      it('the live feed, through submissions and every kind of staff change', async () => {
        const res = await app.request('/api/requests/events');
        const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
        const submitted = await app.request('/api/requests', {
          method: 'POST',
          body: submitForm(validFields({ name: PRIVATE.name, email: PRIVATE.email, phone: PRIVATE.phone })),
        });
        expect(submitted.status).toBe(201);
        for (const id of ids) await changeEverything(id);

        // ready + 1 created + 5 updates per request.
        const expected = 1 + 1 + 5 * ids.length;
        const text = await readFrames(reader, expected);
        expect((text.match(/^event: updated$/gm) ?? []).length).toBe(5 * ids.length);
        expect(text).toContain('"status":"In Progress"');
        expectNoPrivate('the live feed', text);
      });
      it('the polled change feed, through submissions and every kind of staff change', async () => {
        const first = (await (await app.request('/api/requests/changes')).json()) as { cursor: string };
        const submitted = await app.request('/api/requests', {
          method: 'POST',
          body: submitForm(validFields({ name: PRIVATE.name, email: PRIVATE.email, phone: PRIVATE.phone })),
        });
        expect(submitted.status).toBe(201);
        for (const id of ids) await changeEverything(id);

        const res = await app.request(`/api/requests/changes?since=${first.cursor}`);
        const text = await res.text();
        // Each request once, at its latest state: the submission and every changed request.
        expect((JSON.parse(text) as { events: unknown[] }).events).toHaveLength(1 + ids.length);
        expect(text).toContain(`"status":"In Progress"`);
        expectNoPrivate('the polled change feed', text);
        expectNoPrivate('the polled change feed headers', JSON.stringify([...res.headers]));
      });
    });

    describe('a description and a photo staff hid (docs/product.md#311-moderation)', () => {
      /** What a hidden request holds that no public reply may carry once it is hidden. */
      const HIDDEN = {
        description: 'ZQX-HIDDEN-DESCRIPTION calls the neighbour names',
        reason: 'ZQX-MODERATION-REASON',
        photoReason: 'ZQX-PHOTO-REASON',
      };

      it('shows neither in any public reply, nor their reasons, while staff still see both', async () => {
        const moderator = await addStaff(deps.stores, 'manager', { name: PRIVATE.staffName });
        const session = await signIn(app, moderator.email);
        const feed = await app.request('/api/requests/events');
        const reader = feed.body!.pipeThrough(new TextDecoderStream()).getReader();
        const submitted = await app.request('/api/requests', {
          method: 'POST',
          body: submitForm(validFields({ description: HIDDEN.description }), { bytes: await tinyImage('png') }),
        });
        expect(submitted.status).toBe(201);
        const { id } = (await submitted.json()) as { id: string };
        const photoUrl = (await deps.stores.requests.get(id))!.imageUrl!;
        expect((await app.request(photoUrl)).status).toBe(200);
        const staffPost = (path: string, body: unknown) =>
          app.request(path, { method: 'POST', headers: staffHeaders(session), body: JSON.stringify(body) });
        const hide = (part: string, reason: string) => staffPost(`/api/staff/requests/${id}/hide`, { part, reason });
        expect((await hide('description', HIDDEN.reason)).status).toBe(200);
        expect((await hide('photo', HIDDEN.photoReason)).status).toBe(200);

        /** Fails naming the hidden value a public text contains (the photo's address included). */
        const expectNothingHidden = (where: string, text: string) => {
          for (const [key, value] of Object.entries({ ...HIDDEN, photoUrl, photoPath: photoUrl.split('/').pop()! })) {
            expect(text.includes(value), `${where} leaks ${key}`).toBe(false);
          }
          // Open311 publishes the assigned department on purpose (docs/open311.md).
          expectNoPrivate(where, text, where.includes('/open311/') ? ['assignedDepartment'] : []);
        };
        const paths = [
          `/api/requests/${id}`,
          '/api/requests',
          '/api/requests?category=Graffiti',
          '/api/stats',
          `/api/open311/v2/requests/${id}.json?extensions=true`,
          `/api/open311/v2/requests/${id}.xml?extensions=true`,
          `/api/open311/v2/requests.json?extensions=true&service_request_id=${id}`,
          '/api/open311/v2/requests.xml?extensions=true',
        ];
        for (const path of paths) {
          const res = await app.request(path);
          expect(res.status, path).toBe(200);
          expectNothingHidden(`GET ${path}`, await res.text());
        }
        const track = (await (await app.request(`/api/requests/${id}`)).json()) as Record<string, unknown>;
        expect(track).toMatchObject({
          description: 'Hidden by township staff',
          descriptionHidden: true,
          imageUrl: null,
          photoHidden: true,
        });
        const photo = await app.request(photoUrl);
        expect(photo.status).toBe(404);
        expectNothingHidden('the hidden photo URL', await photo.text());

        // ready + created + the two hides.
        const text = await readFrames(reader, 4);
        expect((text.match(/^event: updated$/gm) ?? []).length).toBe(2);
        expectNothingHidden('the live feed', text);

        // Staff: the text, the reasons and the photo, which only they may open.
        const staffView = await (
          await app.request(`/api/staff/requests/${id}`, { headers: staffHeaders(session) })
        ).text();
        for (const value of Object.values(HIDDEN)) expect(staffView).toContain(value);
        const staffPhoto = await app.request(`/api/staff/requests/${id}/photo`, { headers: staffHeaders(session) });
        expect([staffPhoto.status, staffPhoto.headers.get('Cache-Control')]).toEqual([200, 'private, no-store']);
      });
    });

    describe("followers' addresses", () => {
      it('are kept and used, yet reach no staff reply: not the request, its submitter panel, the list or the export', async () => {
        expect(await deps.stores.follow.countActive(ids[0]!)).toBe(1);
        const admin = await signIn(app, (await addStaff(deps.stores, 'admin')).email);
        const changed = await app.request(`/api/staff/requests/${ids[1]!}/status`, {
          method: 'POST',
          headers: staffHeaders(admin),
          body: JSON.stringify({ status: 'In Progress' }),
        });
        expect(changed.status).toBe(200);
        expect(changed.headers.get('Content-Type')).toContain('json');
        expect((await changed.text()).toLowerCase()).not.toContain(PRIVATE.follower);
        const told = deps.providers.notifier.emails.filter(
          (mail) => mail.to === PRIVATE.follower && mail.requestId === ids[1],
        );
        expect(told.at(-1)?.subject).toMatch(/^Update: /);
        const paths = [
          '/api/staff/requests',
          '/api/staff/dashboard',
          '/api/staff/requests/export.csv',
          ...ids.flatMap((id) => [`/api/staff/requests/${id}`, `/api/staff/requests/${id}/submitter`]),
        ];
        for (const path of paths) {
          const res = await app.request(path, { headers: staffHeaders(admin) });
          expect(res.status, path).toBe(200);
          expect((await res.text()).toLowerCase(), path).not.toContain(PRIVATE.follower);
        }
      });

      it("are in no reply of the follow routes, the submitter's private page included", async () => {
        const mail = deps.providers.notifier.emails.find(
          (message) => message.requestId === ids[0] && message.to === PRIVATE.email,
        );
        const followUp = tokenFrom(mail!.body, 'followUp');
        const view = await postJson('/api/follow/view', { token: followUp });
        expect(view.status).toBe(200);
        // The submitter's own page: the public view, nothing private, their own details neither.
        const viewText = await view.text();
        expectNoPrivate('POST /api/follow/view', viewText);
        // Nor that staff wrote a note: internal-only lines are not the resident's to read.
        expect(viewText).not.toContain('Internal note added');
        // A photo the submitter adds: theirs through the link, staff's, never the public's.
        const added = await app.request('/api/follow/information', {
          method: 'POST',
          body: submitForm({ token: followUp!, text: '' }, { bytes: await tinyImage('jpeg', { gps: true }) }),
        });
        expect(added.status).toBe(201);
        const addedText = await added.text();
        expectNoPrivate('POST /api/follow/information', addedText);
        const fileName = (JSON.parse(addedText) as { request: { additions: { photo: string | null }[] } }).request
          .additions[0]!.photo!;
        const publicCopy = await expectPublicReply(`/api/uploads/${ids[0]!}/${fileName}`);
        expect(publicCopy.res.status).toBe(404);
        const own = await postJson('/api/follow/photo', { token: followUp, fileName });
        expect(own.status).toBe(200);
        expectNoPrivate('POST /api/follow/photo', Buffer.from(await own.arrayBuffer()).toString('latin1'));
        const notTheirs = await postJson('/api/follow/photo', { token: followUp, fileName: 'photo.jpg' });
        expect(notTheirs.status).toBe(404);
        expectNoPrivate('POST /api/follow/photo refused', await notTheirs.text());
        const stopMail = deps.providers.notifier.emails.filter((message) => message.to === PRIVATE.follower).at(-1)!;
        const stopped = await postJson('/api/follow/stop', { token: tokenFrom(stopMail.body, 'stop') });
        expect(stopped.status).toBe(200);
        expectNoPrivate('POST /api/follow/stop', await stopped.text());
      });
    });

    describe('a staff member named "Resident"', () => {
      it('shows as Township Staff wherever the public sees who acted', async () => {
        const member = await addStaff(deps.stores, 'manager', { name: 'Resident' });
        const session = await signIn(app, member.email);
        const staffPost = (path: string, body: unknown) =>
          app.request(path, { method: 'POST', headers: staffHeaders(session), body: JSON.stringify(body) });

        const feed = await app.request('/api/requests/events');
        const reader = feed.body!.pipeThrough(new TextDecoderStream()).getReader();
        const submitted = await app.request('/api/requests', { method: 'POST', body: submitForm(validFields()) });
        expect(submitted.status).toBe(201);
        const { id } = (await submitted.json()) as { id: string };
        expect((await staffPost(`/api/staff/requests/${id}/status`, { status: 'Resolved' })).status).toBe(200);
        expect((await staffPost(`/api/staff/requests/${id}/comments`, { text: PUBLIC_COMMENT })).status).toBe(201);

        const track = (await (await app.request(`/api/requests/${id}`)).json()) as {
          history: { action: string; user: string }[];
          comments: { text: string; user: string }[];
        };
        expect(track.history.map(({ action, user }) => [action, user])).toEqual([
          ['Public comment added', 'Township Staff'],
          ['Status changed to Resolved', 'Township Staff'],
          ['Request Submitted', 'Resident'],
        ]);
        expect(track.comments.map(({ text, user }) => [text, user])).toEqual([[PUBLIC_COMMENT, 'Township Staff']]);

        const { json, xmlText } = await getBoth(
          app,
          `/api/open311/v2/requests/${id}.{format}?extensions=true`,
          'service_requests',
        );
        const notes = (json as { notes: Record<string, Open311Value>[] }[])[0]!.notes;
        expect(notes.map(({ type, author }) => [type, author])).toEqual([
          ['created', 'Resident'],
          ['status_change', 'Township Staff'],
          ['comment', 'Township Staff'],
        ]);
        expect(xmlText.match(/<author>Resident<\/author>/g)).toHaveLength(1);

        // The list and the live feed name no one: their rows carry no actor at all.
        const list = (await (await app.request('/api/requests')).json()) as { requests: Record<string, unknown>[] };
        const row = list.requests.find((item) => item.id === id);
        expect(Object.keys(row!).sort()).toEqual(PUBLIC_LIST_KEYS);
        // ready + created + one update per staff change.
        const text = await readFrames(reader, 4);
        const rows = [...text.matchAll(/^data: (.*)$/gm)]
          .map((match) => JSON.parse(match[1]!) as Record<string, unknown>)
          .filter((item) => item.id === id);
        expect(rows.map((item) => item.status)).toEqual(['New', 'Resolved', 'Resolved']);
        expect(text).not.toContain('Resident');
      });
    });
  });
});
