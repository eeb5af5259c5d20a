/**
 * The closing comment of docs/product.md#311-closing-comment in the Manage Request panel: Resolved
 * and Closed ask for a public comment (a template may fill it) or a reason for skipping it; what
 * is missing is said at the box, which takes focus; the comment or reason goes with the status;
 * a failed change keeps what was typed.
 */
import { useQuery } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it, vi } from 'vitest';
import {
  ADMIN,
  apiError,
  renderStaff,
  staffRequestFixture,
  stubApi,
  type FetchCall,
} from '../../../testing/staff-harness.tsx';
import { staffRequestQuery, type StaffRequest } from '../staff-requests-api.ts';
import { ManageRequestPanel } from './ManageRequestPanel.tsx';

const ID = 'AbCdEfGhIjKlMnOpQrSt';
const BASE = `/api/staff/requests/${ID}`;
const TEMPLATE = {
  id: 't1',
  category: null,
  title: 'Fixed',
  text: 'The crew fixed it today.',
  createdAt: '2025-01-05T20:04:00.000Z',
  updatedAt: '2025-01-05T20:04:00.000Z',
  updatedBy: { id: 'm1', name: 'Morgan Manager' },
};

afterEach(() => {
  vi.unstubAllGlobals();
});

function Panel() {
  const query = useQuery(staffRequestQuery(ID));
  return query.data ? <ManageRequestPanel request={query.data.request} assignee="Unassigned" /> : null;
}

/** The panel over a server that applies status changes, or answers `failWith` to them. */
async function open(failWith?: number) {
  let request: StaffRequest = staffRequestFixture(ID, { status: 'New', category: 'Graffiti' });
  const sent: unknown[] = [];
  stubApi({
    [`GET ${BASE}`]: () => ({ status: 200, body: { request } }),
    'GET /api/staff/users': { status: 200, body: { staff: [] } },
    'GET /api/staff/response-templates': (call: FetchCall) => ({
      status: 200,
      body: { templates: call.search?.includes('any') ? [TEMPLATE] : [] },
    }),
    [`POST ${BASE}/status`]: (call: FetchCall) => {
      sent.push(call.body);
      if (failWith) return apiError(failWith, 'Server error');
      request = { ...request, status: (call.body as { status: StaffRequest['status'] }).status };
      return { status: 200, body: { request } };
    },
  });
  renderStaff(<Panel />, { path: `/311/staff/requests/${ID}`, staff: ADMIN });
  const user = userEvent.setup();
  const panel = await screen.findByRole('region', { name: 'Manage Request' });
  const choose = (status: string) => user.selectOptions(within(panel).getByLabelText('Change Status'), status);
  const update = () => user.click(within(panel).getByRole('button', { name: 'Update Status' }));
  return { user, panel, sent, choose, update };
}

const commentBox = () => screen.getByLabelText('Comment to the resident (public)');

it('asks nothing more for a status that does not close the request', async () => {
  const { panel, sent, choose, update } = await open();
  await choose('In Progress');
  expect(within(panel).queryByRole('group', { name: 'Closing comment' })).toBeNull();
  await update();
  expect(await within(panel).findByText('Status updated to In Progress.')).toHaveAttribute('role', 'status');
  expect(sent).toEqual([{ status: 'In Progress' }]);
});

it('sends nothing without a comment or a reason, and says so at the comment box, which takes focus', async () => {
  const { sent, choose, update } = await open();
  await choose('Resolved');
  await update();
  expect(commentBox()).toHaveFocus();
  expect(commentBox()).toHaveAttribute('aria-invalid', 'true');
  expect(commentBox()).toHaveAccessibleDescription('Write a comment to the resident, or skip it and give a reason.');
  expect(sent).toEqual([]);
});

it('resolves with a comment a template filled, then empties the box and hides it', async () => {
  const { user, panel, sent, choose, update } = await open();
  await choose('Resolved');
  const group = within(panel).getByRole('group', { name: 'Closing comment' });
  await user.selectOptions(await within(group).findByLabelText('Insert template'), 'Fixed');
  await user.click(within(group).getByRole('button', { name: 'Insert' }));
  expect(commentBox()).toHaveValue('The crew fixed it today.');
  expect(commentBox()).toHaveFocus();
  await update();
  expect(await within(panel).findByText('Status updated to Resolved. Comment posted.')).toBeInTheDocument();
  expect(sent).toEqual([{ status: 'Resolved', comment: 'The crew fixed it today.' }]);
  await waitFor(() => {
    expect(within(panel).queryByRole('group', { name: 'Closing comment' })).toBeNull();
  });
  expect(within(panel).getByLabelText('Change Status')).toHaveFocus();
});

it('closes with a reason for skipping the comment, asked for at its own box when blank', async () => {
  const { user, panel, sent, choose, update } = await open();
  await choose('Closed');
  await user.click(within(panel).getByRole('checkbox', { name: 'Skip the comment' }));
  expect(within(panel).queryByLabelText('Comment to the resident (public)')).toBeNull();
  const reason = within(panel).getByLabelText('Reason for skipping the comment (internal note)');
  await update();
  expect(reason).toHaveFocus();
  expect(reason).toHaveAccessibleDescription('Please give a reason for skipping the comment.');
  expect(sent).toEqual([]);
  await user.type(reason, 'Duplicate of another report');
  await update();
  expect(
    await within(panel).findByText('Status updated to Closed. Reason kept as an internal note.'),
  ).toBeInTheDocument();
  expect(sent).toEqual([{ status: 'Closed', skipReason: 'Duplicate of another report' }]);
});

it('keeps the comment when the change fails, and says so plainly', async () => {
  const { user, panel, sent, choose, update } = await open(500);
  await choose('Resolved');
  await user.type(commentBox(), 'Lamp replaced.');
  await update();
  expect(await within(panel).findByRole('alert')).toHaveTextContent('Update failed. Please try again.');
  expect(sent).toEqual([{ status: 'Resolved', comment: 'Lamp replaced.' }]);
  expect(commentBox()).toHaveValue('Lamp replaced.');
  expect(within(panel).getByLabelText('Change Status')).toHaveDisplayValue('Resolved');
});
