/**
 * The authorization matrix: every API route, resident and staff, times every kind of caller, each
 * with the status it must get. A route added without a row here fails the completeness check.
 * It runs on the local backend always and on Firebase (Firestore and Firebase Auth) when the Auth
 * emulator is there; where staff sign in differs by backend, a row names both outcomes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import { DEFAULT_SESSION_POLICY } from '../auth/session-policy.ts';
import type { Role } from '#domain/requests/constants.ts';
import { informationChange } from '#domain/requests/follow-up.ts';
import type { StaffProfile } from '#domain/requests/request-schemas.ts';
import { emulatorIdToken } from '../testing/helpers/auth-emulator.ts';
import {
  addStaff,
  createClockedDeps,
  seedRequest,
  signIn,
  staffHeaders,
  TEST_PASSWORD,
  type SignedIn,
} from '../testing/fixtures/staff.ts';
import { TEST_BACKENDS, type TestBackend, type TestDeps } from '../testing/helpers/test-deps.ts';

type Caller = 'anonymous' | Role;
const CALLERS: Caller[] = ['anonymous', 'worker', 'manager', 'developer', 'admin'];

interface Fixture {
  requestId: string;
  photoPath: string;
  /** The file name of a photo the submitter added later from their private page (staff and submitter only). */
  addedPhoto: string;
  /** A fresh worker, for the delete row. */
  victimId: string;
  /** A fresh response template, for the edit and delete rows. */
  templateId: string;
  /** A fresh view the manager saved and shared with their department, for the rename and delete rows. */
  savedViewId: string;
  /** A live reset link's token of the victim. */
  resetToken: string;
  staff: Record<Role, StaffProfile>;
  /** The Firebase project of the run, for ID tokens from the Auth emulator. */
  projectId: string | null;
  /** Tokens of the links in follow e-mails, for the request (fresh each time). */
  follow: { confirm: string; stop: string; followUp: string };
}

type Statuses = [anonymous: number, worker: number, manager: number, developer: number, admin: number];

interface Row {
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  /** The route as mounted, as in docs/api.md. */
  route: string;
  path: (f: Fixture) => string;
  body?: (f: Fixture, caller: Caller) => unknown;
  /** Undoes what the row changed for the fixed callers (a password), before the next caller. */
  undo?: (deps: TestDeps, f: Fixture) => Promise<void>;
  /** Sent as a resident's form instead of JSON. */
  form?: Record<string, string>;
  /** Adds the fixture's follow token of this kind to the form as `token`. */
  formWithToken?: keyof Fixture['follow'];
  /** The same on every backend, or per backend. */
  expected: Statuses | Record<TestBackend, Statuses>;
}

const json = (value: unknown) => () => value;

const ROWS: Row[] = [
  // Resident endpoints: open to everyone, a staff session changes nothing.
  {
    method: 'POST',
    route: '/api/requests',
    path: () => '/api/requests',
    form: {
      name: 'Rita Resident',
      email: 'rita@example.org',
      category: 'Streetlight Outage',
      description: 'Light out',
      issueAddress: '4 Main St',
      lat: '40.28',
      lng: '-74.59',
    },
    expected: [201, 201, 201, 201, 201],
  },
  { method: 'GET', route: '/api/requests', path: () => '/api/requests', expected: [200, 200, 200, 200, 200] },
  {
    method: 'GET',
    route: '/api/requests/events',
    path: () => '/api/requests/events',
    expected: [200, 200, 200, 200, 200],
  },
  {
    method: 'GET',
    route: '/api/requests/changes',
    path: () => '/api/requests/changes',
    expected: [200, 200, 200, 200, 200],
  },
  {
    method: 'GET',
    route: '/api/requests/:id',
    path: (f) => `/api/requests/${f.requestId}`,
    expected: [200, 200, 200, 200, 200],
  },
  // Already reported? (docs/api.md#already-reported): public, a staff session changes nothing.
  {
    method: 'GET',
    route: '/api/requests/nearby',
    path: () => '/api/requests/nearby?category=Streetlight%20Outage&lat=40.28&lng=-74.59',
    expected: [200, 200, 200, 200, 200],
  },
  {
    method: 'GET',
    route: '/api/requests/:id/also-reported',
    path: (f) => `/api/requests/${f.requestId}/also-reported`,
    expected: [200, 200, 200, 200, 200],
  },
  {
    method: 'POST',
    route: '/api/requests/:id/also-reported',
    path: (f) => `/api/requests/${f.requestId}/also-reported`,
    expected: [200, 200, 200, 200, 200],
  },
  {
    method: 'GET',
    route: '/api/uploads/:requestId/:fileName',
    path: (f) => f.photoPath,
    expected: [200, 200, 200, 200, 200],
  },
  // A photo added later is no public photo, whoever asks (docs/product.md#311-the-submitters-private-link).
  {
    method: 'GET',
    route: '/api/uploads/:requestId/:fileName',
    path: (f) => `/api/uploads/${f.requestId}/${f.addedPhoto}`,
    expected: [404, 404, 404, 404, 404],
  },
  {
    method: 'GET',
    route: '/api/geocode/search',
    path: () => '/api/geocode/search?q=20%20Main%20St',
    expected: [200, 200, 200, 200, 200],
  },
  {
    method: 'GET',
    route: '/api/geocode/reverse',
    path: () => '/api/geocode/reverse?lat=40.28&lng=-74.59',
    expected: [200, 200, 200, 200, 200],
  },
  {
    method: 'GET',
    route: '/api/requests',
    path: () => '/api/requests?status=New&category=Streetlight%20Outage',
    expected: [200, 200, 200, 200, 200],
  },
  { method: 'GET', route: '/api/stats', path: () => '/api/stats', expected: [200, 200, 200, 200, 200] },
  { method: 'GET', route: '/api/health', path: () => '/api/health', expected: [200, 200, 200, 200, 200] },
  // Sessions: a password sign-in on the local backend, a Firebase ID token on Firebase.
  {
    method: 'GET',
    route: '/api/auth/options',
    path: () => '/api/auth/options',
    expected: [200, 200, 200, 200, 200],
  },
  {
    method: 'POST',
    route: '/api/auth/login',
    path: () => '/api/auth/login',
    body: (f) => ({ email: f.staff.worker.email, password: TEST_PASSWORD }),
    expected: { local: [200, 200, 200, 200, 200], firebase: [400, 400, 400, 400, 400] },
  },
  {
    method: 'POST',
    route: '/api/auth/firebase',
    path: () => '/api/auth/firebase',
    body: async (f) => ({
      idToken: f.projectId ? await emulatorIdToken(f.projectId, f.staff.worker.email, TEST_PASSWORD) : 'no-token',
    }),
    expected: { local: [404, 404, 404, 404, 404], firebase: [200, 200, 200, 200, 200] },
  },
  { method: 'GET', route: '/api/auth/me', path: () => '/api/auth/me', expected: [401, 200, 200, 200, 200] },
  { method: 'POST', route: '/api/auth/logout', path: () => '/api/auth/logout', expected: [204, 204, 204, 204, 204] },
  // Staff: docs/product.md#311-roles-and-permissions.
  {
    method: 'GET',
    route: '/api/staff/dashboard',
    path: () => '/api/staff/dashboard',
    expected: [401, 200, 200, 200, 200],
  },
  {
    method: 'GET',
    route: '/api/staff/requests',
    path: () => '/api/staff/requests',
    expected: [401, 200, 200, 200, 200],
  },
  {
    method: 'GET',
    route: '/api/staff/requests',
    path: () => '/api/staff/requests?status=New&sort=due&size=25&overdue=1',
    expected: [401, 200, 200, 200, 200],
  },
  {
    method: 'GET',
    route: '/api/staff/map-points',
    path: () => '/api/staff/map-points?status=New',
    expected: [401, 200, 200, 200, 200],
  },
  // Export: managers and admins only (never submitter contact details, but every request at once).
  {
    method: 'GET',
    route: '/api/staff/requests/export.csv',
    path: () => '/api/staff/requests/export.csv?status=New',
    expected: [401, 403, 200, 403, 200],
  },
  { method: 'GET', route: '/api/staff/stats', path: () => '/api/staff/stats', expected: [401, 200, 200, 200, 200] },
  { method: 'GET', route: '/api/staff/events', path: () => '/api/staff/events', expected: [401, 200, 200, 200, 200] },
  { method: 'GET', route: '/api/staff/changes', path: () => '/api/staff/changes', expected: [401, 200, 200, 200, 200] },
  {
    method: 'GET',
    route: '/api/staff/requests/:id',
    path: (f) => `/api/staff/requests/${f.requestId}`,
    expected: [401, 200, 200, 200, 200],
  },
  {
    method: 'GET',
    route: '/api/staff/requests/:id/submitter',
    path: (f) => `/api/staff/requests/${f.requestId}/submitter`,
    expected: [401, 200, 200, 403, 200],
  },
  {
    method: 'GET',
    route: '/api/staff/nearby',
    path: () => '/api/staff/nearby?category=Streetlight%20Outage&lat=40.28&lng=-74.59',
    expected: [401, 200, 200, 200, 200],
  },
  {
    method: 'GET',
    route: '/api/staff/requests/:id/duplicates',
    path: (f) => `/api/staff/requests/${f.requestId}/duplicates`,
    expected: [401, 200, 200, 200, 200],
  },
  // Counting a caller goes with taking calls (phoneIntake).
  {
    method: 'POST',
    route: '/api/staff/requests/:id/also-reported',
    path: (f) => `/api/staff/requests/${f.requestId}/also-reported`,
    body: json({}),
    expected: [401, 200, 200, 403, 200],
  },
  {
    method: 'POST',
    route: '/api/staff/requests/:id/status',
    path: (f) => `/api/staff/requests/${f.requestId}/status`,
    body: json({ status: 'In Progress' }),
    expected: [401, 403, 200, 200, 200],
  },
  {
    method: 'POST',
    route: '/api/staff/requests/:id/priority',
    path: (f) => `/api/staff/requests/${f.requestId}/priority`,
    body: json({ priority: 'High' }),
    expected: [401, 403, 200, 200, 200],
  },
  {
    method: 'POST',
    route: '/api/staff/requests/:id/assignee',
    path: (f) => `/api/staff/requests/${f.requestId}/assignee`,
    body: (f) => ({ assignedTo: f.staff.worker.id }),
    expected: [401, 403, 200, 200, 200],
  },
  {
    method: 'POST',
    route: '/api/staff/requests/:id/notes',
    path: (f) => `/api/staff/requests/${f.requestId}/notes`,
    body: json({ text: 'Checked on site' }),
    expected: [401, 201, 201, 201, 201],
  },
  {
    method: 'POST',
    route: '/api/staff/requests/:id/comments',
    path: (f) => `/api/staff/requests/${f.requestId}/comments`,
    body: json({ text: 'Crew scheduled' }),
    expected: [401, 403, 201, 201, 201],
  },
  {
    method: 'POST',
    route: '/api/staff/requests/bulk',
    path: () => '/api/staff/requests/bulk',
    body: (f) => ({ ids: [f.requestId], change: { priority: 'High' } }),
    expected: [401, 403, 200, 200, 200],
  },
  // Merging duplicates: the roles that change status (docs/product.md#311-merging-duplicates). Checked
  // against the request itself (422 once allowed) and an undo of a request not merged (409): the role
  // check comes first, and the merge tests merge and undo real pairs.
  {
    method: 'GET',
    route: '/api/staff/requests/:id/merge',
    path: (f) => `/api/staff/requests/${f.requestId}/merge?into=${f.requestId}`,
    expected: [401, 403, 422, 422, 422],
  },
  {
    method: 'POST',
    route: '/api/staff/requests/:id/merge',
    path: (f) => `/api/staff/requests/${f.requestId}/merge`,
    body: (f) => ({ into: f.requestId }),
    expected: [401, 403, 422, 422, 422],
  },
  {
    method: 'POST',
    route: '/api/staff/requests/:id/unmerge',
    path: (f) => `/api/staff/requests/${f.requestId}/unmerge`,
    expected: [401, 403, 409, 409, 409],
  },
  {
    method: 'GET',
    route: '/api/staff/requests/:id/merged',
    path: (f) => `/api/staff/requests/${f.requestId}/merged`,
    expected: [401, 200, 200, 200, 200],
  },
  // Phone intake: the resident form, filed by whoever takes calls; developers do not handle callers' details.
  {
    method: 'POST',
    route: '/api/staff/phone-requests',
    path: () => '/api/staff/phone-requests',
    form: {
      name: 'Carla Caller',
      email: 'carla@example.org',
      category: 'Tree Issue',
      description: 'Branch down',
      issueAddress: '4 Main St',
      lat: '40.28',
      lng: '-74.59',
    },
    expected: [401, 201, 201, 403, 201],
  },
  // Moderation: managers and up (docs/product.md#311-moderation). Showing again is checked on a part
  // that is not hidden (409 once allowed): the role check comes first, and the moderation tests
  // hide and show real parts.
  {
    method: 'POST',
    route: '/api/staff/requests/:id/hide',
    path: (f) => `/api/staff/requests/${f.requestId}/hide`,
    body: json({ part: 'description', reason: 'Names a neighbour' }),
    expected: [401, 403, 200, 200, 200],
  },
  {
    method: 'POST',
    route: '/api/staff/requests/:id/unhide',
    path: (f) => `/api/staff/requests/${f.requestId}/unhide`,
    body: json({ part: 'photo' }),
    expected: [401, 403, 409, 409, 409],
  },
  {
    method: 'GET',
    route: '/api/staff/requests/:id/photo',
    path: (f) => `/api/staff/requests/${f.requestId}/photo`,
    expected: [401, 200, 200, 200, 200],
  },
  {
    method: 'GET',
    route: '/api/staff/requests/:id/photos/:fileName',
    path: (f) => `/api/staff/requests/${f.requestId}/photos/${f.addedPhoto}`,
    expected: [401, 200, 200, 200, 200],
  },
  {
    method: 'GET',
    route: '/api/staff/requests/:id/photos/:fileName',
    path: (f) => `/api/staff/requests/${f.requestId}/photos/photo-not-named.jpg`,
    expected: [401, 404, 404, 404, 404],
  },
  // Work completed (docs/product.md#311-work-completed-and-review): every role reaches it, a worker
  // only on a request assigned to them (the fixture's is not: 403); the review is the managers', and
  // checked on a request with nothing awaiting review (409 once allowed), as unhide is.
  {
    method: 'POST',
    route: '/api/staff/requests/:id/work-completed',
    path: (f) => `/api/staff/requests/${f.requestId}/work-completed`,
    form: { note: 'Filled the pothole' },
    expected: [401, 403, 200, 200, 200],
  },
  {
    method: 'POST',
    route: '/api/staff/requests/:id/review/resolve',
    path: (f) => `/api/staff/requests/${f.requestId}/review/resolve`,
    body: json({ comment: 'Fixed, thank you.' }),
    expected: [401, 403, 409, 409, 409],
  },
  {
    method: 'POST',
    route: '/api/staff/requests/:id/review/send-back',
    path: (f) => `/api/staff/requests/${f.requestId}/review/send-back`,
    body: json({ reason: 'The cone is still there.' }),
    expected: [401, 403, 409, 409, 409],
  },
  { method: 'GET', route: '/api/staff/users', path: () => '/api/staff/users', expected: [401, 403, 200, 200, 200] },
  {
    method: 'POST',
    route: '/api/admin/create-user',
    path: () => '/api/admin/create-user',
    body: json({
      name: 'New Hire',
      email: `hire-${Math.random()}@township.test`,
      password: 'secret1',
      department: 'Health',
    }),
    expected: [401, 403, 403, 403, 201],
  },
  {
    method: 'POST',
    route: '/api/admin/delete-user',
    path: () => '/api/admin/delete-user',
    body: (f) => ({ uid: f.victimId }),
    expected: [401, 403, 403, 403, 200],
  },
  // Account life cycle: a member's own password (any role, a temporary one too), reset links
  // (public: the token is the credential), and an admin's changes and audit log.
  {
    method: 'POST',
    route: '/api/auth/password',
    path: () => '/api/auth/password',
    body: async (f, caller) =>
      f.projectId && caller !== 'anonymous'
        ? {
            idToken: await emulatorIdToken(f.projectId, f.staff[caller].email, TEST_PASSWORD),
            newPassword: 'a fresh matrix password',
          }
        : { currentPassword: TEST_PASSWORD, newPassword: 'a fresh matrix password' },
    undo: async (deps, f) => {
      for (const member of Object.values(f.staff)) {
        await deps.stores.staff.setPassword(member.id, TEST_PASSWORD, { temporary: false });
      }
    },
    expected: [401, 200, 200, 200, 200],
  },
  {
    method: 'GET',
    route: '/api/auth/password-reset/:token',
    path: (f) => `/api/auth/password-reset/${f.resetToken}`,
    expected: [200, 200, 200, 200, 200],
  },
  {
    method: 'POST',
    route: '/api/auth/password-reset',
    path: () => '/api/auth/password-reset',
    body: (f) => ({ token: f.resetToken, newPassword: 'a fresh matrix password' }),
    expected: [200, 200, 200, 200, 200],
  },
  {
    method: 'POST',
    route: '/api/auth/forgot-password',
    path: () => '/api/auth/forgot-password',
    // An address per caller, so the per-address limit never answers for the route.
    body: (f, caller) => ({ email: caller === 'anonymous' ? 'nobody@township.test' : f.staff[caller].email }),
    expected: [202, 202, 202, 202, 202],
  },
  {
    method: 'PATCH',
    route: '/api/admin/users/:uid',
    path: (f) => `/api/admin/users/${f.victimId}`,
    body: json({ role: 'manager', department: 'Health' }),
    expected: [401, 403, 403, 403, 200],
  },
  {
    method: 'PUT',
    route: '/api/admin/users/:uid/deactivated',
    path: (f) => `/api/admin/users/${f.victimId}/deactivated`,
    expected: [401, 403, 403, 403, 200],
  },
  {
    method: 'DELETE',
    route: '/api/admin/users/:uid/deactivated',
    path: (f) => `/api/admin/users/${f.victimId}/deactivated`,
    expected: [401, 403, 403, 403, 200],
  },
  {
    method: 'POST',
    route: '/api/admin/users/:uid/password-resets',
    path: (f) => `/api/admin/users/${f.victimId}/password-resets`,
    body: json({ method: 'temporary' }),
    expected: [401, 403, 403, 403, 200],
  },
  { method: 'GET', route: '/api/admin/audit', path: () => '/api/admin/audit', expected: [401, 403, 403, 403, 200] },
  // Open311 API keys: admin only. Revoking is checked with an unknown id (404 once allowed): the
  // role check comes first, and the key routes' own tests revoke real keys.
  {
    method: 'GET',
    route: '/api/admin/api-keys',
    path: () => '/api/admin/api-keys',
    expected: [401, 403, 403, 403, 200],
  },
  {
    method: 'POST',
    route: '/api/admin/api-keys',
    path: () => '/api/admin/api-keys',
    body: json({ label: 'Matrix client' }),
    expected: [401, 403, 403, 403, 201],
  },
  {
    method: 'DELETE',
    route: '/api/admin/api-keys/:id',
    path: () => '/api/admin/api-keys/no-such-key',
    expected: [401, 403, 403, 403, 404],
  },
  // Response templates: read by whoever may post public comments, written by managers and admins.
  {
    method: 'GET',
    route: '/api/staff/response-templates',
    path: () => '/api/staff/response-templates?category=Other',
    expected: [401, 403, 200, 200, 200],
  },
  {
    method: 'POST',
    route: '/api/staff/response-templates',
    path: () => '/api/staff/response-templates',
    body: () => ({ category: 'Graffiti', title: `Matrix ${Math.random()}`, text: 'Crew booked.' }),
    expected: [401, 403, 201, 403, 201],
  },
  {
    method: 'POST',
    route: '/api/staff/response-templates/:id',
    path: (f) => `/api/staff/response-templates/${f.templateId}`,
    body: () => ({ category: 'Other', title: `Matrix ${Math.random()}`, text: 'Edited.' }),
    expected: [401, 403, 200, 403, 200],
  },
  {
    method: 'DELETE',
    route: '/api/staff/response-templates/:id',
    path: (f) => `/api/staff/response-templates/${f.templateId}`,
    expected: [401, 403, 200, 403, 200],
  },
  // Staff e-mail settings: every role reads and sets its own.
  {
    method: 'GET',
    route: '/api/staff/account/notifications',
    path: () => '/api/staff/account/notifications',
    expected: [401, 200, 200, 200, 200],
  },
  {
    method: 'PUT',
    route: '/api/staff/account/notifications',
    path: () => '/api/staff/account/notifications',
    body: () => ({ mail: 'digest' }),
    expected: [401, 200, 200, 200, 200],
  },
  // Saved views: every role keeps its own; sharing is for managers and admins, and a shared view
  // is changed by its owner (the manager here) or an admin.
  {
    method: 'GET',
    route: '/api/staff/saved-views',
    path: () => '/api/staff/saved-views',
    expected: [401, 200, 200, 200, 200],
  },
  {
    method: 'GET',
    route: '/api/staff/saved-views/counts',
    path: () => '/api/staff/saved-views/counts',
    expected: [401, 200, 200, 200, 200],
  },
  {
    method: 'POST',
    route: '/api/staff/saved-views',
    path: () => '/api/staff/saved-views',
    body: () => ({ name: `Matrix ${Math.random()}`, view: '?overdue=1' }),
    expected: [401, 201, 201, 201, 201],
  },
  {
    method: 'POST',
    route: '/api/staff/saved-views',
    path: () => '/api/staff/saved-views',
    body: () => ({ name: `Matrix ${Math.random()}`, view: '?overdue=1', shared: true }),
    expected: [401, 403, 201, 403, 201],
  },
  {
    method: 'POST',
    route: '/api/staff/saved-views/:id',
    path: (f) => `/api/staff/saved-views/${f.savedViewId}`,
    body: () => ({ name: `Matrix ${Math.random()}` }),
    expected: [401, 403, 200, 403, 200],
  },
  {
    method: 'DELETE',
    route: '/api/staff/saved-views/:id',
    path: (f) => `/api/staff/saved-views/${f.savedViewId}`,
    expected: [401, 403, 200, 403, 200],
  },
  // Following a request: open to everyone, bound to the token of a link in an e-mail; a staff
  // session neither stands in for a token nor changes the answer.
  {
    method: 'POST',
    route: '/api/follow/subscribe',
    path: () => '/api/follow/subscribe',
    body: (f) => ({ requestId: f.requestId, email: `matrix-${Math.random().toString(36).slice(2)}@example.org` }),
    expected: [202, 202, 202, 202, 202],
  },
  {
    method: 'POST',
    route: '/api/follow/confirm',
    path: () => '/api/follow/confirm',
    body: (f) => ({ token: f.follow.confirm }),
    expected: [200, 200, 200, 200, 200],
  },
  {
    method: 'POST',
    route: '/api/follow/confirm',
    path: () => '/api/follow/confirm',
    body: () => ({ token: 'x'.repeat(43) }),
    expected: [404, 404, 404, 404, 404],
  },
  {
    method: 'POST',
    route: '/api/follow/stop',
    path: () => '/api/follow/stop',
    body: (f) => ({ token: f.follow.stop }),
    expected: [200, 200, 200, 200, 200],
  },
  {
    // One-click unsubscribe (RFC 8058): the token in the URL, the one fixed field as a form.
    method: 'POST',
    route: '/api/follow/unsubscribe',
    path: (f) => `/api/follow/unsubscribe?token=${f.follow.stop}`,
    form: { 'List-Unsubscribe': 'One-Click' },
    expected: [200, 200, 200, 200, 200],
  },
  {
    method: 'POST',
    route: '/api/follow/unsubscribe',
    path: (f) => `/api/follow/unsubscribe?token=${f.follow.confirm}`,
    form: { 'List-Unsubscribe': 'One-Click' },
    expected: [404, 404, 404, 404, 404],
  },
  {
    // A GET changes nothing: it leads to the stop screen.
    method: 'GET',
    route: '/api/follow/unsubscribe',
    path: (f) => `/api/follow/unsubscribe?token=${f.follow.stop}`,
    expected: [303, 303, 303, 303, 303],
  },
  {
    method: 'POST',
    route: '/api/follow/view',
    path: () => '/api/follow/view',
    body: (f) => ({ token: f.follow.followUp }),
    expected: [200, 200, 200, 200, 200],
  },
  {
    method: 'POST',
    route: '/api/follow/view',
    path: () => '/api/follow/view',
    body: (f) => ({ token: f.follow.stop }),
    expected: [404, 404, 404, 404, 404],
  },
  {
    method: 'POST',
    route: '/api/follow/photo',
    path: () => '/api/follow/photo',
    body: (f) => ({ token: f.follow.followUp, fileName: f.addedPhoto }),
    expected: [200, 200, 200, 200, 200],
  },
  {
    method: 'POST',
    route: '/api/follow/photo',
    path: () => '/api/follow/photo',
    body: (f) => ({ token: f.follow.stop, fileName: f.addedPhoto }),
    expected: [404, 404, 404, 404, 404],
  },
  {
    method: 'POST',
    route: '/api/follow/photo',
    path: () => '/api/follow/photo',
    body: (f) => ({ token: f.follow.followUp, fileName: 'photo.jpg' }),
    expected: [404, 404, 404, 404, 404],
  },
  // The pages without JavaScript (docs/311-without-javascript.md): open to everyone, the private
  // ones bound to a link's token, whatever session comes along.
  {
    method: 'GET',
    route: '/api/311/track',
    path: (f) => `/api/311/track?id=${f.requestId}`,
    expected: [200, 200, 200, 200, 200],
  },
  {
    method: 'GET',
    route: '/api/311/:lang/track',
    path: () => '/api/311/es/track',
    expected: [200, 200, 200, 200, 200],
  },
  {
    // The report form without JavaScript, sent empty: the form again with its messages, nothing filed.
    method: 'POST',
    route: '/api/311/report',
    path: () => '/api/311/report',
    form: { send: '1' },
    expected: [422, 422, 422, 422, 422],
  },
  {
    // No request named: the track page again, nothing followed.
    method: 'POST',
    route: '/api/311/follow',
    path: () => '/api/311/follow',
    form: { email: 'matrix@example.org' },
    expected: [200, 200, 200, 200, 200],
  },
  {
    method: 'GET',
    route: '/api/311/my-request',
    path: (f) => `/api/311/my-request?token=${f.follow.followUp}`,
    expected: [200, 200, 200, 200, 200],
  },
  {
    method: 'GET',
    route: '/api/311/:lang/my-request',
    path: () => '/api/311/es/my-request',
    expected: [404, 404, 404, 404, 404],
  },
  {
    method: 'POST',
    route: '/api/311/my-request/information',
    path: () => '/api/311/my-request/information',
    form: { text: 'Still there' },
    formWithToken: 'followUp',
    expected: [303, 303, 303, 303, 303],
  },
  {
    // The seeded request is New: "not fixed" is refused for its state, whoever asks.
    method: 'POST',
    route: '/api/311/my-request/reopen',
    path: () => '/api/311/my-request/reopen',
    form: { note: '' },
    formWithToken: 'followUp',
    expected: [409, 409, 409, 409, 409],
  },
  {
    method: 'GET',
    route: '/api/311/updates/confirm',
    path: () => '/api/311/updates/confirm',
    expected: [404, 404, 404, 404, 404],
  },
  {
    method: 'GET',
    route: '/api/311/:lang/updates/confirm',
    path: (f) => `/api/311/ko/updates/confirm?token=${f.follow.confirm}`,
    expected: [200, 200, 200, 200, 200],
  },
  {
    method: 'GET',
    route: '/api/311/updates/stop',
    path: (f) => `/api/311/updates/stop?token=${f.follow.stop}`,
    expected: [200, 200, 200, 200, 200],
  },
  {
    method: 'GET',
    route: '/api/311/:lang/updates/stop',
    path: () => '/api/311/es/updates/stop',
    expected: [404, 404, 404, 404, 404],
  },
  {
    method: 'POST',
    route: '/api/311/updates/confirm',
    path: () => '/api/311/updates/confirm',
    form: { token: 'x'.repeat(43) },
    expected: [404, 404, 404, 404, 404],
  },
  {
    method: 'POST',
    route: '/api/311/updates/stop',
    path: () => '/api/311/updates/stop',
    form: {},
    formWithToken: 'stop',
    expected: [303, 303, 303, 303, 303],
  },
  {
    method: 'POST',
    route: '/api/follow/information',
    path: () => '/api/follow/information',
    form: { token: 'x'.repeat(43), text: 'Getting bigger' },
    expected: [404, 404, 404, 404, 404],
  },
  {
    method: 'POST',
    route: '/api/follow/information',
    path: () => '/api/follow/information',
    form: { text: 'Getting bigger' },
    formWithToken: 'followUp',
    expected: [201, 201, 201, 201, 201],
  },
  {
    // The seeded request is New: "not fixed" is refused for its state, whoever asks.
    method: 'POST',
    route: '/api/follow/reopen',
    path: () => '/api/follow/reopen',
    body: (f) => ({ token: f.follow.followUp }),
    expected: [409, 409, 409, 409, 409],
  },
  // Open311 reads: public, the same for every caller (a session changes nothing).
  {
    method: 'GET',
    route: '/api/open311/v2/:file{discovery\\.(?:[xX][mM][lL]|[jJ][sS][oO][nN])}',
    path: () => '/api/open311/v2/discovery.xml',
    expected: [200, 200, 200, 200, 200],
  },
  {
    method: 'GET',
    route: '/api/open311/v2/:file{services\\.(?:[xX][mM][lL]|[jJ][sS][oO][nN])}',
    path: () => '/api/open311/v2/services.json',
    expected: [200, 200, 200, 200, 200],
  },
  {
    method: 'GET',
    route: '/api/open311/v2/services/:file{[^/]+\\.(?:[xX][mM][lL]|[jJ][sS][oO][nN])}',
    path: () => '/api/open311/v2/services/graffiti.xml',
    expected: [200, 200, 200, 200, 200],
  },
  {
    method: 'GET',
    route: '/api/open311/v2/:file{requests\\.(?:[xX][mM][lL]|[jJ][sS][oO][nN])}',
    path: () => '/api/open311/v2/requests.json',
    expected: [200, 200, 200, 200, 200],
  },
  {
    method: 'GET',
    route: '/api/open311/v2/requests/:file{[^/]+\\.(?:[xX][mM][lL]|[jJ][sS][oO][nN])}',
    path: (f) => `/api/open311/v2/requests/${f.requestId}.json`,
    expected: [200, 200, 200, 200, 200],
  },
  {
    method: 'GET',
    route: '/api/open311/v2/tokens/:file{[^/]+\\.(?:[xX][mM][lL]|[jJ][sS][oO][nN])}',
    path: () => '/api/open311/v2/tokens/abc.json',
    expected: [404, 404, 404, 404, 404],
  },
  {
    method: 'GET',
    route: '/api/open311/v2/:file{coverage\\.(?:[xX][mM][lL]|[jJ][sS][oO][nN])}',
    path: () => '/api/open311/v2/coverage.json?address_string=3%20Quakerbridge%20Rd',
    expected: [200, 200, 200, 200, 200],
  },
  // Open311 POST: an API key is the only credential; a staff session does not stand in for one.
  {
    method: 'POST',
    route: '/api/open311/v2/:file{requests\\.(?:[xX][mM][lL]|[jJ][sS][oO][nN])}',
    path: () => '/api/open311/v2/requests.json',
    form: { service_code: 'graffiti', address_string: '4 Main St', description: 'Tags' },
    expected: [403, 403, 403, 403, 403],
  },
];

const statusesFor = (row: Row, backend: TestBackend): Statuses =>
  Array.isArray(row.expected) ? row.expected : row.expected[backend];

describe.each(TEST_BACKENDS)('$backend backend', ({ backend, available }) => {
  describe.skipIf(!available)('every route times every caller', () => {
    let deps: TestDeps;
    let app: ReturnType<typeof createApp>;
    let staff: Record<Role, StaffProfile>;
    let projectId: string | null = null;

    beforeAll(async () => {
      deps = await createClockedDeps(() => new Date(), backend);
      // Forgot-password replies once its work is done, not after its fixed wait.
      app = createApp({ version: 'test', services: deps, staff: { forgotPassword: { replyAfter: (work) => work } } });
      const options = (await (await app.request('/api/auth/options')).json()) as { firebase?: { projectId: string } };
      projectId = options.firebase?.projectId ?? null;
      staff = {
        worker: await addStaff(deps.stores, 'worker'),
        manager: await addStaff(deps.stores, 'manager'),
        developer: await addStaff(deps.stores, 'developer'),
        admin: await addStaff(deps.stores, 'admin'),
      };
    });

    afterAll(async () => {
      await deps.cleanup();
    });

    async function fixture(): Promise<Fixture> {
      const { request } = await seedRequest(deps.stores);
      const photo = await deps.stores.photos.put(
        request.id,
        'photo.jpg',
        new Uint8Array([0xff, 0xd8, 0xff, 0xd9]),
        'image/jpeg',
      );
      const added = await deps.stores.photos.put(
        request.id,
        'photo-added.jpg',
        new Uint8Array([0xff, 0xd8, 0xff, 0xd9]),
        'image/jpeg',
      );
      await deps.stores.requests.update(request.id, {
        set: { imageUrl: photo.url },
        ...informationChange('', added.url, new Date()),
      });
      const victim = await addStaff(deps.stores, 'worker');
      const subscription = await deps.stores.follow.subscribe(request.id, 'matrix@example.org');
      const token = (kind: 'confirm' | 'stop' | 'follow-up', subscriptionId: string | null) =>
        deps.stores.follow.issueToken({ kind, requestId: request.id, subscriptionId, expiresAt: null });
      const follow = {
        confirm: await token('confirm', subscription.id),
        stop: await token('stop', subscription.id),
        followUp: await token('follow-up', null),
      };
      // Past the group's bound on purpose: every test adds one, and edits within a group stay allowed.
      const template = await deps.stores.responseTemplates.create(
        { category: 'Other', title: `Fixture ${Math.random()}`, text: 'Thanks.', by: staff.admin },
        Number.MAX_SAFE_INTEGER,
      );
      if (!template.ok) throw new Error(`template fixture refused: ${template.reason}`);
      // Every test adds one, and the routes hold an owner to 25: each test starts the manager afresh.
      await deps.stores.savedViews.deleteOwned(staff.manager.id);
      const savedView = await deps.stores.savedViews.create(
        {
          name: `Fixture ${Math.random()}`,
          view: '?overdue=1',
          shared: true,
          department: staff.manager.department,
          owner: { id: staff.manager.id, name: staff.manager.name },
        },
        Number.MAX_SAFE_INTEGER,
      );
      if (!savedView.ok) throw new Error(`saved view fixture refused: ${savedView.reason}`);
      const resetToken = await deps.stores.staff.createResetToken(victim.id, new Date(Date.now() + 3_600_000));
      return {
        requestId: request.id,
        photoPath: photo.url,
        addedPhoto: 'photo-added.jpg',
        victimId: victim.id,
        templateId: template.template.id,
        savedViewId: savedView.view.id,
        resetToken,
        follow,
        staff,
        projectId,
      };
    }

    describe.each(ROWS)('$method $route', (row) => {
      it.each(CALLERS.map((caller, index) => [caller, statusesFor(row, backend)[index]!] as const))(
        '%s gets %i',
        async (caller, expected) => {
          const f = await fixture();
          const session = caller === 'anonymous' ? undefined : await signIn(app, staff[caller].email);
          const headers = staffHeaders(session);
          let body: NonNullable<RequestInit['body']> | undefined;
          if (row.form) {
            headers['Content-Type'] = 'application/x-www-form-urlencoded';
            const form: Record<string, string> = { ...row.form };
            if (row.formWithToken) form.token = f.follow[row.formWithToken];
            body = new URLSearchParams(form).toString();
          } else if (row.body) {
            body = JSON.stringify(await row.body(f, caller));
          }
          const controller = new AbortController();
          const res = await app.request(row.path(f), { method: row.method, headers, body, signal: controller.signal });
          await row.undo?.(deps, f);
          expect(res.status).toBe(expected);
          if (res.headers.get('Content-Type')?.startsWith('text/event-stream')) {
            controller.abort();
            await res.body?.cancel();
          } else if (row.route.startsWith('/api/311/')) {
            // The pages without JavaScript answer whole pages, errors included.
            if (expected !== 303) expect(res.headers.get('Content-Type')).toMatch(/^text\/html/);
            await res.body?.cancel();
          } else if (expected >= 400 && row.route.startsWith('/api/open311/')) {
            // Open311 errors are the standard's list: [{ code, description }].
            expect(await res.json()).toEqual([{ code: expected, description: expect.any(String) as string }]);
          } else if (expected >= 400) {
            const error = ((await res.json()) as { error?: { code?: string; message?: string } }).error;
            expect(error?.code).toEqual(expect.any(String));
            expect(error?.message).toEqual(expect.any(String));
          }
        },
      );
    });

    // Search by caller (docs/product.md#311-roles-and-permissions): only roles that may see
    // submitter information find a request by its caller's name, e-mail or phone; a developer's
    // search by them finds nothing, in the rows and in the totals alike.
    describe('a search by caller details', () => {
      const CALLER = { name: 'Zqxmatrix Becker', email: 'zqx.matrix.caller@example.org', phone: '+16095550166' };
      const SEARCHES = ['Zqxmatrix', 'zqx.matrix.caller@example.org', '5550166', '(609) 555-0166', '+16095550166'];
      let requestId: string;

      beforeAll(async () => {
        requestId = (await seedRequest(deps.stores, {}, CALLER)).request.id;
      });

      it.each(CALLERS.flatMap((caller) => SEARCHES.map((q) => [caller, q] as const)))(
        '%s searching %j',
        async (caller, q) => {
          const session = caller === 'anonymous' ? undefined : await signIn(app, staff[caller].email);
          const query = new URLSearchParams({ q }).toString();
          const list = await app.request(`/api/staff/requests?${query}`, { headers: staffHeaders(session) });
          const map = await app.request(`/api/staff/map-points?${query}`, { headers: staffHeaders(session) });
          if (caller === 'anonymous') {
            expect([list.status, map.status]).toEqual([401, 401]);
            return;
          }
          expect([list.status, map.status]).toEqual([200, 200]);
          const page = (await list.json()) as { requests: { id: string }[]; total: number };
          const points = (await map.json()) as { points: { id: string }[]; total: number };
          const finds = caller !== 'developer';
          expect(page.requests.map((row) => row.id)).toEqual(finds ? [requestId] : []);
          expect([page.total, points.total]).toEqual(finds ? [1, 1] : [0, 0]);
          expect(points.points.map((point) => point.id)).toEqual(finds ? [requestId] : []);
        },
      );
    });

    describe('a signed-out session, every token of it, gets what no session gets', () => {
      let offsetMs = 0;
      let ended: { current: SignedIn; retired: SignedIn };
      let ownDeps: TestDeps;
      let ownApp: ReturnType<typeof createApp>;

      beforeAll(async () => {
        ownDeps = await createClockedDeps(() => new Date(Date.now() + offsetMs), backend);
        ownApp = createApp({ version: 'test', services: ownDeps });
        const admin = await addStaff(ownDeps.stores, 'admin');
        const retired = await signIn(ownApp, admin.email);
        offsetMs = DEFAULT_SESSION_POLICY.renewAfterMs + 1000; // the next request renews the session
        const renewal = await ownApp.request('/api/auth/me', { headers: staffHeaders(retired) });
        const cookie = renewal.headers.getSetCookie().find((line) => line.startsWith('township311_session='));
        const csrf = retired.cookie.split('; ').find((pair) => pair.startsWith('township311_csrf='))!;
        const current = { ...retired, cookie: `${cookie!.split(';')[0]!}; ${csrf}` };
        expect(current.cookie).not.toBe(retired.cookie);
        const out = await ownApp.request('/api/auth/logout', { method: 'POST', headers: staffHeaders(current) });
        expect(out.status).toBe(204);
        ended = { current, retired }; // the retired token is still inside its renewal grace
      });

      afterAll(async () => {
        await ownDeps.cleanup();
      });

      const sessionRows = ROWS.filter((row) => statusesFor(row, backend)[0] === 401);

      it.each(sessionRows.map((row) => [`${row.method} ${row.route}`, row] as const))('%s: 401', async (_name, row) => {
        const { request } = await seedRequest(ownDeps.stores);
        const f: Fixture = {
          requestId: request.id,
          photoPath: '',
          addedPhoto: 'photo-added.jpg',
          victimId: 'nobody',
          templateId: 'no-such-template',
          savedViewId: 'no-such-view',
          resetToken: 'x'.repeat(43),
          staff,
          projectId,
          follow: { confirm: '', stop: '', followUp: '' },
        };
        for (const token of [ended.current, ended.retired]) {
          const body = row.body ? JSON.stringify(await row.body(f, 'anonymous')) : undefined;
          const res = await ownApp.request(row.path(f), { method: row.method, headers: staffHeaders(token), body });
          expect(res.status).toBe(401);
          await res.body?.cancel();
        }
      });
    });

    it('covers every route the app serves', () => {
      const served = new Set(app.routes.filter((r) => r.method !== 'ALL').map((r) => `${r.method} ${r.path}`));
      const listed = new Set(ROWS.map((row) => `${row.method} ${row.route}`));
      expect([...served].filter((route) => !listed.has(route)).sort()).toEqual([]);
      expect([...listed].filter((route) => !served.has(route)).sort()).toEqual([]);
    });
  });
});
