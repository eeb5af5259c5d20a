/**
 * A staff API whose session can end mid-test (docs/product.md#311-staff-sign-in-and-sessions), for
 * jsdom tests of signing in again in place: `state.who` is signed in (null: the session has ended)
 * with the CSRF token `state.csrf`; staff sign in with a password ("right password"), or with
 * Firebase (an ID token naming the member's e-mail). A sign-in names `WREN` by her e-mail, anyone
 * else is `ADMIN`, and gets the token `csrf-2`. `routes` adds the calls of the screen under test.
 */
import { ADMIN, apiError, stubApi, type FetchCall } from './staff-harness.tsx';
import type { SessionStaff } from '../features/staff/index.ts';

export const WREN: SessionStaff = {
  ...ADMIN,
  id: 'w1',
  name: 'Wren Worker',
  email: 'wren@township.example',
  role: 'worker',
};

export const FIREBASE = { apiKey: 'web-key', authDomain: 'demo.firebaseapp.com', projectId: 'demo' };

type Reply = { status: number; body?: unknown };
export interface SessionState {
  who: SessionStaff | null;
  csrf: string;
}

/** A reply for a staff call: `ok()` while signed in, else the API's 401. */
export const whileSignedIn = (state: SessionState, ok: () => Reply): Reply =>
  state.who ? ok() : apiError(401, 'Please sign in to continue.');

export function sessionServer(
  method: 'password' | 'firebase' = 'password',
  routes: (state: SessionState) => Record<string, Reply | ((call: FetchCall) => Reply)> = () => ({}),
) {
  const state: SessionState = { who: ADMIN, csrf: 'csrf-1' };
  const headers: { path: string; csrf: string | null }[] = [];
  const me = () =>
    whileSignedIn(state, () => ({
      status: 200,
      body: { staff: state.who, csrfToken: state.csrf, expiresAt: '2030-01-01T00:00:00.000Z' },
    }));
  const stub = stubApi({
    'GET /api/auth/me': me,
    'GET /api/auth/options': {
      status: 200,
      body: method === 'firebase' ? { method, firebase: FIREBASE } : { method },
    },
    'POST /api/auth/firebase': (call: FetchCall) => {
      const { idToken } = call.body as { idToken: string };
      state.who = idToken === `token-for-${WREN.email}` ? WREN : ADMIN;
      state.csrf = 'csrf-2';
      return me();
    },
    'POST /api/auth/login': (call: FetchCall) => {
      const { email, password } = call.body as { email: string; password: string };
      if (password !== 'right password') return apiError(401, 'Invalid email or password.');
      state.who = email === WREN.email ? WREN : ADMIN;
      state.csrf = 'csrf-2';
      return me();
    },
    ...routes(state),
  });
  // The CSRF header each change carried, in order.
  stub.fetchMock.mockImplementation(
    (
      (original) =>
      (input: RequestInfo | URL, init: RequestInit = {}) => {
        if (init.method === 'POST') {
          headers.push({
            path: new URL(input instanceof Request ? input.url : input.toString(), 'http://x').pathname,
            csrf: new Headers(init.headers).get('X-CSRF-Token'),
          });
        }
        return original(input, init);
      }
    )(stub.fetchMock.getMockImplementation()!),
  );
  return { state, headers, calls: stub.calls };
}
