import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BULK_MESSAGES } from '#domain/requests/bulk-change.ts';
import { toStaffListItem } from '#domain/requests/staff-list-item.ts';
import type { SessionStaff } from '../session-api.ts';
import * as harness from '../../../testing/staff-harness.tsx';
import { CHOOSE_VALUE } from './BulkBar.tsx';
import { RequestListScreen } from './RequestListScreen.tsx';

const { apiError, MANAGER, renderStaff, staffRequestFixture, stubApi, WORKER } = harness;
type FetchCall = harness.FetchCall;
const REQUESTS = [
  staffRequestFixture('AAAAbbbb1111cccc2222', { reference: 'K7QM3XPA' }),
  staffRequestFixture('DDDDeeee3333ffff4444', { reference: 'NDAP7B5V', status: 'Resolved' }),
  staffRequestFixture('GGGGhhhh5555iiii6666', { reference: 'H2RT9W4C' }),
];
const [first, second, third] = REQUESTS.map((request) => request.id) as [string, string, string];
const PAGE = { status: 200, body: { requests: REQUESTS.map(toStaffListItem), total: 3, next: null, prev: null } };
const MEMBERS = [
  { ...MANAGER, id: 's2', name: 'Pat Parks', department: 'Parks' },
  { ...WORKER, id: 's3', name: 'Gone Gary', active: false },
];

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderList(staff: SessionStaff, bulk: (call: FetchCall) => { status: number; body?: unknown }) {
  const api = stubApi({
    'GET /api/staff/requests': PAGE,
    'GET /api/staff/users': { status: 200, body: { staff: MEMBERS } },
    'POST /api/staff/requests/bulk': bulk,
  });
  renderStaff(<RequestListScreen search="" />, { path: '/311/staff/requests', staff });
  return api;
}

const table = () => within(screen.getByRole('table'));
const rowBox = (reference: string) => table().getByRole('checkbox', { name: `Select request ${reference}` });
const selectAll = () => screen.getByRole('checkbox', { name: 'Select all on this page' });
const bulkCalls = (calls: FetchCall[]) => calls.filter((call) => call.path === '/api/staff/requests/bulk');

describe('bulk changes on the request list', () => {
  it('gives a worker no checkboxes and no bulk change', async () => {
    renderList(WORKER, () => ({ status: 500 }));
    await screen.findByText('3 requests');
    expect(screen.queryAllByRole('checkbox', { name: /^Select/ })).toEqual([]);
    expect(screen.queryByRole('region', { name: 'Change selected requests' })).toBeNull();
  });

  it('selects rows by keyboard, shows the mixed state, and selects all on the page', async () => {
    const user = userEvent.setup();
    renderList(MANAGER, () => ({ status: 500 }));
    await screen.findByText('3 requests');
    expect(selectAll()).not.toBeChecked();
    rowBox('K7QM-3XPA').focus();
    await user.keyboard(' ');
    expect(rowBox('K7QM-3XPA')).toBeChecked();
    expect(selectAll()).toBePartiallyChecked();
    expect(screen.getByTestId('selected-count')).toHaveTextContent('1 request selected');
    selectAll().focus();
    await user.keyboard(' ');
    expect(selectAll()).toBeChecked();
    expect(
      ['K7QM-3XPA', 'NDAP-7B5V', 'H2RT-9W4C'].map((reference) => (rowBox(reference) as HTMLInputElement).checked),
    ).toEqual([true, true, true]);
    await user.keyboard(' ');
    expect(screen.getByTestId('selected-count')).toHaveTextContent('0 requests selected');
  });

  it('sends the chosen rows and change, then shows the summary with a reason per refused reference', async () => {
    const user = userEvent.setup();
    const { calls } = renderList(MANAGER, () => ({
      status: 200,
      body: {
        changed: [{ id: first, reference: 'K7QM3XPA' }],
        refused: [{ id: second, reference: 'NDAP7B5V', reason: 'unchanged' }],
      },
    }));
    await screen.findByText('3 requests');
    await user.click(rowBox('K7QM-3XPA'));
    await user.click(rowBox('NDAP-7B5V'));
    await user.selectOptions(screen.getByLabelText('To'), 'Resolved');
    await user.type(screen.getByLabelText('Comment to the resident (public)'), 'Repaired after the storm.');
    const listReads = calls.filter((call) => call.path === '/api/staff/requests').length;
    await user.click(screen.getByRole('button', { name: 'Apply to selected' }));
    const summary = await screen.findByTestId('bulk-summary');
    expect(summary.closest('[role="status"]')).not.toBeNull();
    expect(summary).toHaveTextContent('Changed 1 request. Refused 1.');
    expect(
      within(summary)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['NDAP-7B5V: already in that state']);
    expect(bulkCalls(calls).map((call) => call.body)).toEqual([
      { ids: [first, second], change: { status: 'Resolved', comment: 'Repaired after the storm.' } },
    ]);
    // The list is read again, and the choice cleared.
    await waitFor(() => {
      expect(calls.filter((call) => call.path === '/api/staff/requests').length).toBeGreaterThan(listReads);
    });
    expect(selectAll()).not.toBeChecked();
  });

  it('offers active members for assignment and sends null for Unassigned', async () => {
    const user = userEvent.setup();
    const { calls } = renderList(MANAGER, () => ({ status: 200, body: { changed: [], refused: [] } }));
    await screen.findByText('3 requests');
    await user.click(rowBox('H2RT-9W4C'));
    await user.selectOptions(screen.getByLabelText('Change'), 'Assignee');
    const to = screen.getByLabelText('To');
    await waitFor(() => {
      expect(
        within(to)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['Choose…', 'Unassigned', 'Pat Parks (Parks)']);
    });
    await user.selectOptions(to, 'Pat Parks (Parks)');
    await user.click(screen.getByRole('button', { name: 'Apply to selected' }));
    await screen.findByText('Changed 0 requests.');
    await user.click(rowBox('H2RT-9W4C'));
    await user.selectOptions(screen.getByLabelText('To'), 'Unassigned');
    await user.click(screen.getByRole('button', { name: 'Apply to selected' }));
    await waitFor(() => {
      expect(bulkCalls(calls).map((call) => call.body)).toEqual([
        { ids: [third], change: { assignedTo: 's2' } },
        { ids: [third], change: { assignedTo: null } },
      ]);
    });
  });

  it.each([
    ['no row chosen', false, true, BULK_MESSAGES.noIds],
    ['no value chosen', true, false, CHOOSE_VALUE],
  ])('says what is missing with %s, and sends nothing', async (_name, pickRow, pickValue, message) => {
    const user = userEvent.setup();
    const { calls } = renderList(MANAGER, () => ({ status: 500 }));
    await screen.findByText('3 requests');
    if (pickRow) await user.click(rowBox('K7QM-3XPA'));
    if (pickValue) await user.selectOptions(screen.getByLabelText('To'), 'Closed');
    await user.click(screen.getByRole('button', { name: 'Apply to selected' }));
    expect(await screen.findByRole('alert', {}, { timeout: 2000 })).toHaveTextContent(message);
    expect(bulkCalls(calls)).toEqual([]);
  });

  it('asks for a closing comment for Resolved or Closed, and sends a reason for skipping it', async () => {
    const user = userEvent.setup();
    const { calls } = renderList(MANAGER, () => ({ status: 200, body: { changed: [], refused: [] } }));
    await screen.findByText('3 requests');
    await user.click(rowBox('K7QM-3XPA'));
    await user.selectOptions(screen.getByLabelText('To'), 'In Progress');
    expect(screen.queryByRole('group', { name: 'Closing comment' })).toBeNull();
    await user.selectOptions(screen.getByLabelText('To'), 'Closed');
    expect(screen.getByRole('group', { name: 'Closing comment' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Apply to selected' }));
    const comment = screen.getByLabelText('Comment to the resident (public)');
    expect(comment).toHaveFocus();
    expect(comment).toHaveAccessibleDescription('Write a comment to the resident, or skip it and give a reason.');
    expect(bulkCalls(calls)).toEqual([]);
    await user.click(screen.getByRole('checkbox', { name: 'Skip the comment' }));
    await user.type(screen.getByLabelText('Reason for skipping the comment (internal note)'), 'Storm cleanup');
    await user.click(screen.getByRole('button', { name: 'Apply to selected' }));
    await screen.findByText('Changed 0 requests.');
    expect(bulkCalls(calls).map((call) => call.body)).toEqual([
      { ids: [first], change: { status: 'Closed', skipReason: 'Storm cleanup' } },
    ]);
  });

  it("shows the server's refusal", async () => {
    const user = userEvent.setup();
    renderList(MANAGER, () => apiError(422, 'That staff member is deactivated and cannot be assigned new requests.'));
    await screen.findByText('3 requests');
    await user.click(rowBox('K7QM-3XPA'));
    await user.selectOptions(screen.getByLabelText('To'), 'Closed');
    await user.type(screen.getByLabelText('Comment to the resident (public)'), 'Closed after review.');
    await user.click(screen.getByRole('button', { name: 'Apply to selected' }));
    await waitFor(() => {
      expect(screen.getAllByRole('alert').map((node) => node.textContent)).toContain(
        'That staff member is deactivated and cannot be assigned new requests.',
      );
    });
  });
});
