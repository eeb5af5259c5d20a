/**
 * Staff fixtures for API tests: members of each role (with a cheap password hash, so tests stay
 * fast; the real cost is tested in auth/password.test.ts), signed-in sessions as the browser
 * holds them, and requests with submitter info.
 */
import type { Role } from '../../src/shared/requests/constants.ts';
import { newRequestId } from '../../src/shared/requests/request-id.ts';
import type { NewSubmitterInfo, ServiceRequest, StaffProfile } from '../../src/shared/requests/request-schemas.ts';
import { hashPassword } from '../auth/password.ts';
import type { Stores } from '../storage/ports.ts';
import { emulatorIdToken } from './auth-emulator.ts';
import { openTestDeps, type TestBackend, type TestDeps } from './test-deps.ts';

export const TEST_PASSWORD = 'correct horse battery';
/** The origin test requests come from (app.request() uses http://localhost). */
export const SAME_ORIGIN = 'http://localhost';

/** scrypt at its lowest accepted cost: about 1 ms instead of 100. */
export const cheapHash = (password: string) => hashPassword(password, { ln: 10, r: 8, p: 1 });

/**
 * Like createTestDeps, but the stores share the given clock, so session ages and the stores'
 * timestamps move together when a test winds the clock forward.
 */
export function createClockedDeps(clock: () => Date, backend: TestBackend = 'local'): Promise<TestDeps> {
  return openTestDeps({ backend, clock });
}

export async function addStaff(
  stores: Pick<Stores, 'staff'>,
  role: Role,
  overrides: Partial<{ name: string; email: string; department: string }> = {},
): Promise<StaffProfile> {
  return stores.staff.create({
    name: overrides.name ?? `Test ${role}`,
    email: overrides.email ?? `${role}-${Math.random().toString(36).slice(2, 8)}@township.test`,
    department: overrides.department ?? 'Public Works',
    role,
    password: TEST_PASSWORD,
  });
}

type Requester = { request(path: string, init?: RequestInit): Response | Promise<Response> };

export interface SignedIn {
  cookie: string;
  csrfToken: string;
  staff: StaffProfile;
}

/** The name=value pairs of every Set-Cookie in a response, as a Cookie header. */
export function cookieHeader(res: Response): string {
  return res.headers
    .getSetCookie()
    .map((line) => line.split(';')[0]!)
    .join('; ');
}

/**
 * Signs in the way the portal does on this server (GET /api/auth/options): e-mail and password to
 * /api/auth/login, or, with Firebase Authentication, an ID token from the Auth emulator (what the
 * browser's Firebase SDK would get) to /api/auth/firebase.
 */
export async function signIn(app: Requester, email: string, password = TEST_PASSWORD): Promise<SignedIn> {
  const options = (await (await app.request('/api/auth/options')).json()) as {
    method: 'password' | 'firebase';
    firebase?: { projectId: string };
  };
  const [path, body] =
    options.method === 'firebase'
      ? ['/api/auth/firebase', { idToken: await emulatorIdToken(options.firebase!.projectId, email, password) }]
      : ['/api/auth/login', { email, password }];
  const res = await app.request(path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: SAME_ORIGIN },
    body: JSON.stringify(body),
  });
  if (res.status !== 200) throw new Error(`sign-in failed with ${res.status}: ${await res.text()}`);
  const reply = (await res.json()) as { staff: StaffProfile; csrfToken: string };
  return { cookie: cookieHeader(res), csrfToken: reply.csrfToken, staff: reply.staff };
}

/**
 * Keeps a signed-in test caller's cookie current, as a browser does: a reply that renewed the
 * session carries the new token, and the one it retired is accepted only for a short grace.
 * @example const res = await app.request(path, init); followRenewal(session, res);
 */
export function followRenewal(session: SignedIn, res: Response): Response {
  const renewed = res.headers.getSetCookie().find((line) => line.startsWith('township311_session='));
  if (renewed) {
    const others = session.cookie.split('; ').filter((pair) => !pair.startsWith('township311_session='));
    session.cookie = [renewed.split(';')[0]!, ...others].join('; ');
  }
  return res;
}

/** Headers a same-origin portal fetch sends: cookie, CSRF token, JSON. */
export function staffHeaders(session: SignedIn | undefined): Record<string, string> {
  const headers: Record<string, string> = {
    'Content-Type': 'application/json',
    Origin: SAME_ORIGIN,
    'Sec-Fetch-Site': 'same-origin',
  };
  if (session) {
    headers.Cookie = session.cookie;
    headers['X-CSRF-Token'] = session.csrfToken;
  }
  return headers;
}

export interface SeededRequest {
  request: ServiceRequest;
  info: NewSubmitterInfo;
}

/** A New request by a resident, with submitter info (text alerts on unless overridden). */
export async function seedRequest(
  stores: Pick<Stores, 'requests' | 'submitterInfo'>,
  overrides: Partial<ServiceRequest> = {},
  info: Partial<NewSubmitterInfo> = {},
): Promise<SeededRequest> {
  const id = newRequestId();
  const request = await stores.requests.create({
    id,
    category: 'Streetlight Outage',
    description: 'Light out on the corner',
    address: '10 Main St',
    location: { lat: 40.28, lng: -74.59 },
    imageUrl: null,
    status: 'New',
    priority: 'Medium',
    assignedDepartment: null,
    assignedTo: null,
    history: [{ timestamp: new Date().toISOString(), action: 'Request Submitted', user: 'Resident', userId: null }],
    comments: [],
    internalNotes: [],
    aiTriage: {
      suggestedPriority: 'Medium',
      suggestedDepartment: 'Public Works',
      estimatedResponseTime: '3-5 business days',
      reasoning: 'Rules: streetlight.',
      source: 'rules',
    },
    aiPhotoAnalysis: null,
    ...overrides,
  });
  const submitter: NewSubmitterInfo = {
    name: 'Rita Resident',
    email: 'rita@example.org',
    phone: '+16095550100',
    address: '1 Elm St',
    wantsTextAlerts: true,
    ...info,
  };
  await stores.submitterInfo.put(id, submitter);
  return { request, info: submitter };
}
