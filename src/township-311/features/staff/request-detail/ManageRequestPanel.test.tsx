/**
 * Status, priority and assignee changes refused because the session ended, through the portal
 * layout and the real API client (docs/product.md#311-staff-sign-in-and-sessions): the choice is
 * kept; signed in again as the same member, the change goes once more by itself, unless someone
 * changed the request meanwhile (then the panel says what changed); signed in as someone else,
 * nothing is sent.
 */
import { useQuery } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { HistoryEntry } from '#domain/requests/request-schemas.ts';
import { getJson } from '../../../lib/api-client.ts';
import { sessionServer, whileSignedIn, WREN, type SessionState } from '../../../testing/session-server.ts';
import { ADMIN, renderStaff, staffRequestFixture, type FetchCall } from '../../../testing/staff-harness.tsx';
import { PortalLayout } from '../layout/PortalLayout.tsx';
import { staffRequestQuery, type StaffRequest } from '../staff-requests-api.ts';
import { ManageRequestPanel } from './ManageRequestPanel.tsx';

const ID = 'AbCdEfGhIjKlMnOpQrSt';
const BASE = `/api/staff/requests/${ID}`;
const ENDED = 'Your session has ended. Sign in again to continue; what you typed is kept.';
const CLOSING = 'Lamp replaced.';
const SAM = { ...ADMIN, id: 'u-7', name: 'Sam Lee', department: 'Public Works', active: true };

afterEach(() => {
  vi.unstubAllGlobals();
});

/** The request on the server, changed by each call the way the API changes it. */
function server() {
  let request: StaffRequest = staffRequestFixture(ID, {
    status: 'New',
    priority: 'Medium',
    assignedTo: null,
    assignedDepartment: null,
    lastUpdatedAt: '2025-02-01T10:00:00.000Z',
    history: [{ timestamp: '2025-02-01T10:00:00.000Z', action: 'Request Submitted', user: 'Resident', userId: null }],
  });
  const sent: { path: string; body: unknown }[] = [];
  let clock = Date.parse('2025-02-01T11:00:00.000Z');
  /** Sets fields with a history entry, as one change on the server. */
  const change = (set: Partial<StaffRequest>, action: string, user = ADMIN.name) => {
    clock += 60_000;
    const at = new Date(clock).toISOString();
    const entry: HistoryEntry = { timestamp: at, action, user, userId: 'x' };
    request = { ...request, ...set, lastUpdatedAt: at, history: [...request.history, entry] };
    return { status: 200, body: { request } };
  };
  const post =
    (state: SessionState, apply: (body: Record<string, unknown>) => { status: number }) => (call: FetchCall) =>
      whileSignedIn(state, () => {
        sent.push({ path: call.path, body: call.body });
        return apply(call.body as Record<string, unknown>);
      });
  const backend = sessionServer('password', (state) => ({
    [`GET ${BASE}`]: () => whileSignedIn(state, () => ({ status: 200, body: { request } })),
    'GET /api/staff/users': { status: 200, body: { staff: [SAM] } },
    'GET /api/staff/response-templates': { status: 200, body: { templates: [] } },
    [`POST ${BASE}/status`]: post(state, ({ status }) =>
      change({ status: status as StaffRequest['status'] }, `Status changed to ${String(status)}`),
    ),
    [`POST ${BASE}/priority`]: post(state, ({ priority }) =>
      change({ priority: priority as StaffRequest['priority'] }, `Priority changed to ${String(priority)}`),
    ),
    [`POST ${BASE}/assignee`]: post(state, ({ assignedTo }) =>
      change({ assignedTo: assignedTo as string | null, assignedDepartment: 'Public Works' }, 'Assigned to Sam Lee'),
    ),
  }));
  return { ...backend, sent, change };
}

function Panel() {
  const query = useQuery(staffRequestQuery(ID));
  return (
    <>
      <h1>Request</h1>
      {query.data ? <ManageRequestPanel request={query.data.request} assignee="Unassigned" /> : null}
    </>
  );
}

/** A field's label, the option chosen, its button, the path of its call and the success message. */
type Field = readonly [string, string, string, string, string];
const FIELDS: readonly Field[] = [
  ['Change Status', 'Resolved', 'Update Status', 'status', 'Status updated to Resolved. Comment posted.'],
  ['Change Priority', 'High', 'Update Priority', 'priority', 'Priority updated to High.'],
  ['Assign To', 'Sam Lee (Public Works)', 'Update Assignment', 'assignee', 'Assigned to Sam Lee.'],
];

/** Chooses in one field, ends the session and presses its button: the change is refused. */
async function refusedChange(field: Field = FIELDS[0]!) {
  const [label, option, button] = field;
  const backend = server();
  renderStaff(
    <PortalLayout passwordChange={() => null}>
      <Panel />
    </PortalLayout>,
  );
  const user = userEvent.setup();
  await screen.findByRole('option', { name: 'Sam Lee (Public Works)' });
  await user.selectOptions(screen.getByLabelText(label), option);
  // Resolving asks for a closing comment (docs/product.md#311-closing-comment); it is kept too.
  if (option === 'Resolved') await user.type(screen.getByLabelText('Comment to the resident (public)'), CLOSING);
  backend.state.who = null;
  await user.click(screen.getByRole('button', { name: button }));
  const dialog = await screen.findByRole('dialog', { name: 'Sign in again' });
  const panel = screen.getByRole('region', { name: 'Manage Request' });
  return { backend, user, dialog, panel };
}

async function signIn(user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement, email?: string) {
  if (email) {
    await user.clear(within(dialog).getByLabelText('Email'));
    await user.type(within(dialog).getByLabelText('Email'), email);
  }
  await user.type(within(dialog).getByLabelText('Password'), 'right password{Enter}');
  await waitFor(() => {
    expect(screen.queryByRole('dialog')).toBeNull();
  });
}

describe('a status, priority or assignee change the ended session refused', () => {
  it.each(FIELDS)(
    '%s: kept, and sent once more after the same member signs in, the request unchanged',
    async (...field) => {
      const [label, option, button, path, done] = field;
      const { backend, user, dialog, panel } = await refusedChange(field);
      expect(within(panel).getByRole('alert')).toHaveTextContent(ENDED);
      expect(within(panel).getByLabelText(label)).toHaveDisplayValue(option);
      expect(backend.sent).toEqual([]);

      await signIn(user, dialog);
      expect(await within(panel).findByText(done)).toHaveAttribute('role', 'status');
      expect(backend.sent.map((call) => call.path)).toEqual([`${BASE}/${path}`]);
      const tokens = backend.headers.filter((header) => header.path === `${BASE}/${path}`).map((header) => header.csrf);
      expect(tokens).toEqual(['csrf-1', 'csrf-2']);
      expect(within(panel).getByRole('alert')).toHaveTextContent('');
      expect(within(panel).getByRole('button', { name: button })).toBeDisabled();
      await waitFor(() => {
        expect(within(panel).getByLabelText(label)).toHaveFocus();
      });
    },
  );

  it('is not sent when the request changed meanwhile: the panel says what changed and the choice stays', async () => {
    const { backend, user, dialog, panel } = await refusedChange();
    backend.change({ status: 'In Progress' }, 'Status changed to In Progress', 'Sam Lee');
    backend.change({ priority: 'High' }, 'Priority changed to High', 'Sam Lee');
    await signIn(user, dialog);
    expect(
      await within(panel).findByText(
        'Not sent: this request changed meanwhile (Status changed to In Progress by Sam Lee; Priority changed to High by Sam Lee). Check your choice, then press Update Status again.',
      ),
    ).toHaveAttribute('role', 'alert');
    expect(backend.sent).toEqual([]);
    await waitFor(() => {
      expect(within(panel).getByLabelText('Change Priority')).toHaveDisplayValue('High');
    });
    expect(within(panel).getByLabelText('Change Status')).toHaveDisplayValue('Resolved');
    // Sent when the member, having seen the change, presses the button again.
    await user.click(within(panel).getByRole('button', { name: 'Update Status' }));
    expect(await within(panel).findByText('Status updated to Resolved. Comment posted.')).toBeInTheDocument();
    expect(backend.sent).toEqual([{ path: `${BASE}/status`, body: { status: 'Resolved', comment: CLOSING } }]);
  });

  it('is not sent when someone else signs in, and says so', async () => {
    const { backend, user, dialog, panel } = await refusedChange(FIELDS[2]);
    await signIn(user, dialog, WREN.email);
    expect(
      await within(panel).findByText(
        'Not sent: you are now signed in as Wren Worker. Check your choice, then press Update Assignment again.',
      ),
    ).toHaveAttribute('role', 'alert');
    expect(within(panel).getByLabelText('Assign To')).toHaveDisplayValue('Sam Lee (Public Works)');
    expect(backend.sent).toEqual([]);
  });

  it('is sent only once, however often the member signs in again', async () => {
    const { backend, user, dialog } = await refusedChange();
    await signIn(user, dialog);
    await screen.findByText('Status updated to Resolved. Comment posted.');
    backend.state.who = null;
    await getJson(BASE).catch(() => undefined);
    await user.click(await screen.findByRole('button', { name: 'Sign in again' }));
    const reads = backend.calls.filter((call) => call.method === 'GET' && call.path === BASE).length;
    await signIn(user, await screen.findByRole('dialog', { name: 'Sign in again' }));
    // The sign-in reads the request again; by then a second send would have gone too.
    await waitFor(() => {
      expect(backend.calls.filter((call) => call.method === 'GET' && call.path === BASE).length).toBeGreaterThan(reads);
    });
    expect(backend.sent).toHaveLength(1);
  });
});
