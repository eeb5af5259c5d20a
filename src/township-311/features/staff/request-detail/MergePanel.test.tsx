/** The Duplicates panel of the detail screen (docs/product.md#311-merging-duplicates), as each role sees it. */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Role } from '#domain/requests/constants.ts';
import type { ServiceRequest } from '#domain/requests/request-schemas.ts';
import { sampleRequest } from '#domain/testing/service-request.ts';
import { renderStaff, stubApi, type FetchCall } from '../../../testing/staff-harness.tsx';
import { RequestDetailScreen } from './RequestDetailScreen.tsx';

const ID = 'AbCdEfGhIjKlMnOpQrSt';
const ORIGINAL = 'q3ZrT0bW8sLkP1mXa9Yc';
const BASE = `/api/staff/requests/${ID}`;
const summary = { id: ORIGINAL, reference: 'K7QM3XPA', category: 'Pothole', address: '9 Main St', status: 'New' };

afterEach(() => {
  vi.unstubAllGlobals();
});

function open(role: Role, request: ServiceRequest = sampleRequest({ id: ID })) {
  let current = request;
  const merged = {
    mergedInto: ORIGINAL,
    mergeRecord: {
      intoReference: 'K7QM3XPA',
      previousStatus: 'In Progress' as const,
      addedFollowIds: [],
      mergedAt: '2025-02-01T12:00:00.000Z',
    },
  };
  const api = stubApi({
    [`GET ${BASE}`]: () => ({ status: 200, body: { request: current } }),
    [`GET ${BASE}/submitter`]: { status: 404, body: { error: { message: 'none' } } },
    [`GET ${BASE}/merged`]: { status: 200, body: { requests: [], more: false } },
    'GET /api/staff/users': { status: 200, body: { staff: [] } },
    [`GET ${BASE}/merge`]: ({ search }: FetchCall) =>
      search?.includes('k7qm')
        ? { status: 200, body: { original: summary } }
        : {
            status: 422,
            body: { error: { code: 'invalid_input', message: 'No request found with that reference or ID.' } },
          },
    [`POST ${BASE}/merge`]: () => {
      current = { ...current, status: 'Closed', ...merged };
      return { status: 200, body: { request: current, original: summary, followers: { added: 1, full: 0 } } };
    },
    [`POST ${BASE}/unmerge`]: () => {
      current = { ...current, status: 'In Progress', mergedInto: null, mergeRecord: null };
      return { status: 200, body: { request: current, followers: { removed: 1, failed: 0 } } };
    },
  });
  renderStaff(<RequestDetailScreen id={ID} />, {
    path: `/311/staff/requests/${ID}`,
    staff: { id: 'x1', name: 'Me', email: 'me@t.example', department: 'Public Works', role },
  });
  return { ...api, user: userEvent.setup() };
}

describe('Duplicates panel', () => {
  it('finds the original, confirms it, merges, then undoes the merge, announcing each', async () => {
    const { calls, user } = open('manager');
    const panel = await screen.findByRole('region', { name: 'Duplicates' });
    const field = within(panel).getByRole('textbox', { name: 'Reference or ID of the original' });
    await user.type(field, 'zzzz-zzzz{Enter}');
    expect(await within(panel).findByRole('alert')).toHaveTextContent('No request found with that reference or ID.');
    await user.clear(field);
    await user.type(field, 'k7qm-3xpa{Enter}');
    const confirm = await within(panel).findByRole('button', { name: 'Merge into K7QM-3XPA' });
    expect(within(panel).getByTestId('merge-original')).toHaveTextContent('9 Main St');
    await waitFor(() => {
      expect(confirm).toHaveFocus();
    });
    await user.keyboard('{Enter}');
    expect(await within(panel).findByRole('status')).toHaveTextContent('Merged into K7QM-3XPA.');
    expect(within(panel).getByTestId('merged-into')).toHaveTextContent('Merged into K7QM-3XPA');
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ into: ORIGINAL });

    await user.click(within(panel).getByRole('button', { name: 'Undo merge' }));
    await waitFor(() => {
      expect(within(panel).getByRole('status')).toHaveTextContent('Merge undone.');
    });
    expect(within(panel).getByRole('textbox', { name: 'Reference or ID of the original' })).toBeInTheDocument();
  });

  it('gives a worker neither the form nor the undo', async () => {
    open(
      'worker',
      sampleRequest({
        id: ID,
        status: 'Closed',
        mergedInto: ORIGINAL,
        mergeRecord: {
          intoReference: 'K7QM3XPA',
          previousStatus: 'New',
          addedFollowIds: [],
          mergedAt: '2025-02-01T12:00:00.000Z',
        },
      }),
    );
    const panel = await screen.findByRole('region', { name: 'Duplicates' });
    expect(within(panel).getByRole('link', { name: 'K7QM-3XPA' })).toHaveAttribute(
      'href',
      `/311/staff/requests/${ORIGINAL}`,
    );
    expect(within(panel).queryByRole('button', { name: 'Undo merge' })).toBeNull();
    expect(within(panel).queryByRole('textbox')).toBeNull();
  });
});
