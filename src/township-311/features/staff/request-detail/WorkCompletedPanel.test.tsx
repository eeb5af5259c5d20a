import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WORK_MESSAGES } from '#domain/requests/work-completed.ts';
import {
  apiError,
  MANAGER,
  renderStaff,
  staffRequestFixture,
  stubApi,
  WORKER,
} from '../../../testing/staff-harness.tsx';
import { ReviewPanel } from './ReviewPanel.tsx';
import { WorkCompletedPanel } from './WorkCompletedPanel.tsx';

const ID = 'AbCdEfGhIjKlMnOpQrSt';
const BASE = `/api/staff/requests/${ID}`;
const WORK = {
  timestamp: '2025-02-01T12:00:00.000Z',
  user: 'Wes Worker',
  userId: 'w1',
  note: 'Filled and rolled.',
  photo: 'work-1.jpg',
};
const request = (overrides: Record<string, unknown> = {}) =>
  staffRequestFixture(ID, { status: 'In Progress', assignedTo: 'w1', ...overrides });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('WorkCompletedPanel', () => {
  it('tells the assignee what they can do, asks for a note, then records the work with it', async () => {
    const { calls, fetchMock } = stubApi({
      [`POST ${BASE}/work-completed`]: {
        status: 200,
        body: { request: request({ reviewPending: true, workCompleted: WORK }) },
      },
    });
    renderStaff(<WorkCompletedPanel request={request()} />, { staff: WORKER });
    const panel = screen.getByRole('region', { name: 'Work completed' });
    expect(panel).toHaveTextContent(WORK_MESSAGES.workerHint);
    await userEvent.click(within(panel).getByRole('button', { name: 'Record work completed' }));
    const note = within(panel).getByLabelText('What was done');
    expect(note).toHaveFocus();
    expect(note).toHaveAccessibleDescription(WORK_MESSAGES.noteRequired);
    expect(calls).toHaveLength(0);
    await userEvent.type(note, 'Filled and rolled.');
    await userEvent.click(within(panel).getByRole('button', { name: 'Record work completed' }));
    expect(await within(panel).findByRole('status')).toHaveTextContent(WORK_MESSAGES.recorded);
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual([`POST ${BASE}/work-completed`]);
    const sent = fetchMock.mock.calls[0]![1]!.body as FormData;
    expect(sent.get('note')).toBe('Filled and rolled.');
    expect(sent.has('photo')).toBe(false);
  });

  it('shows the report to the worker while it awaits review, with no form', () => {
    stubApi({});
    renderStaff(<WorkCompletedPanel request={request({ reviewPending: true, workCompleted: WORK })} />, {
      staff: WORKER,
    });
    const panel = screen.getByRole('region', { name: 'Work completed' });
    expect(within(panel).getByTestId('work-report')).toHaveTextContent('Filled and rolled.');
    expect(within(panel).getByRole('img', { name: 'Photo of the completed work' })).toHaveAttribute(
      'src',
      `${BASE}/photos/work-1.jpg`,
    );
    expect(within(panel).queryByRole('button', { name: 'Record work completed' })).toBeNull();
  });

  it('says only that managers change status to a worker not assigned', () => {
    stubApi({});
    renderStaff(<WorkCompletedPanel request={request({ assignedTo: 'someone-else' })} />, { staff: WORKER });
    const panel = screen.getByRole('region', { name: 'Work completed' });
    expect(panel).toHaveTextContent('Status changes are made by managers.');
    expect(panel).not.toHaveTextContent('record it here');
    expect(within(panel).queryByRole('button')).toBeNull();
  });

  it('says what the server refused, in its words', async () => {
    stubApi({ [`POST ${BASE}/work-completed`]: apiError(409, WORK_MESSAGES.alreadyPending) });
    renderStaff(<WorkCompletedPanel request={request()} />, { staff: WORKER });
    await userEvent.type(screen.getByLabelText('What was done'), 'Done');
    await userEvent.click(screen.getByRole('button', { name: 'Record work completed' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(WORK_MESSAGES.alreadyPending);
  });

  it('shows managers nothing on a finished request', () => {
    stubApi({});
    renderStaff(<WorkCompletedPanel request={request({ status: 'Resolved' })} />, { staff: MANAGER });
    expect(screen.queryByRole('region', { name: 'Work completed' })).toBeNull();
  });
});

describe('ReviewPanel', () => {
  const pending = request({ reviewPending: true, workCompleted: WORK });

  it('resolves with a closing comment, asking for one first', async () => {
    const { calls } = stubApi({
      [`POST ${BASE}/review/resolve`]: {
        status: 200,
        body: { request: { ...pending, status: 'Resolved', reviewPending: false } },
      },
    });
    renderStaff(<ReviewPanel request={pending} />, { staff: MANAGER });
    const panel = screen.getByRole('region', { name: 'Review completed work' });
    expect(panel).toHaveTextContent('Filled and rolled.');
    await userEvent.click(within(panel).getByRole('button', { name: 'Resolve' }));
    expect(panel).toHaveTextContent('Write a comment to the resident, or skip it and give a reason.');
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
    await userEvent.type(within(panel).getByLabelText('Comment to the resident (public)'), 'Fixed, thank you.');
    await userEvent.click(within(panel).getByRole('button', { name: 'Resolve' }));
    expect(await within(panel).findByText(WORK_MESSAGES.resolved)).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([
      { method: 'POST', path: `${BASE}/review/resolve`, body: { comment: 'Fixed, thank you.' } },
    ]);
  });

  it('sends the work back with a reason, asking for one first', async () => {
    const { calls } = stubApi({
      [`POST ${BASE}/review/send-back`]: { status: 200, body: { request: { ...pending, reviewPending: false } } },
    });
    renderStaff(<ReviewPanel request={pending} />, { staff: MANAGER });
    await userEvent.click(screen.getByRole('button', { name: 'Send back' }));
    const reason = screen.getByLabelText('Reason for sending it back (internal note)');
    expect(reason).toHaveFocus();
    expect(reason).toHaveAccessibleDescription(WORK_MESSAGES.reasonRequired);
    await userEvent.type(reason, 'The cone is still there.');
    await userEvent.click(screen.getByRole('button', { name: 'Send back' }));
    expect(await screen.findByText(WORK_MESSAGES.sentBack)).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.body)).toEqual([
      { reason: 'The cone is still there.' },
    ]);
  });
});
