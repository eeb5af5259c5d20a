import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toStaffListItem } from '#domain/requests/staff-list-item.ts';
import { ADMIN, renderStaff, staffRequestFixture, stubApi } from '../../testing/staff-harness.tsx';
import { RequestListScreen } from './request-list/RequestListScreen.tsx';
import { useStaffLiveFeed } from './staff-requests-api.ts';

/** An EventSource the test drives. */
class FakeEventSource extends EventTarget {
  static readonly CLOSED = 2;
  static last: FakeEventSource | null = null;
  readyState = 1;
  constructor() {
    super();
    FakeEventSource.last = this;
  }
  close() {
    this.readyState = FakeEventSource.CLOSED;
  }
  emit(type: string, data: unknown) {
    this.dispatchEvent(new MessageEvent(type, { data: JSON.stringify(data) }));
  }
}

function ListWithFeed({ search }: { search: string }) {
  useStaffLiveFeed(ADMIN.id);
  return <RequestListScreen search={search} />;
}

const mine = staffRequestFixture('MINEmine11112222aaaa', {
  assignedTo: ADMIN.id,
  createdAt: '2025-02-01T10:00:00.000Z',
});
const theirs = staffRequestFixture('THEMthem11112222bbbb', {
  assignedTo: 'someone',
  createdAt: '2025-02-01T10:00:00.000Z',
});

beforeEach(() => {
  FakeEventSource.last = null;
  vi.stubGlobal('EventSource', FakeEventSource);
});

/** The changes endpoint's first answer on the embedded server: use the stream. */
const STREAM = {
  'GET /api/staff/changes': { status: 200, body: { cursor: 'c0', events: [], transport: 'stream', pollMs: 3000 } },
};
/** Waits until the feed has asked how to receive changes and opened its stream. */
const streamOpened = () =>
  vi.waitFor(() => {
    expect(FakeEventSource.last).not.toBeNull();
  });
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('useStaffLiveFeed', () => {
  it('judges "assigned to me" by the signed-in member for a new request', async () => {
    stubApi({
      ...STREAM,
      'GET /api/staff/requests': { status: 200, body: { requests: [], total: 0, next: null, prev: null } },
    });
    renderStaff(<ListWithFeed search="?assignee=me" />, { path: '/311/staff/requests?assignee=me', staff: ADMIN });
    await screen.findByText('0 requests');
    await streamOpened();
    act(() => {
      FakeEventSource.last?.emit('created', theirs);
    });
    act(() => {
      FakeEventSource.last?.emit('created', mine);
    });
    expect(await screen.findByText('1 request')).toBeInTheDocument();
    expect(screen.getByTestId('arrived-status')).toHaveTextContent('1 new request matches this view');
    expect(screen.getByRole('row', { name: /MINEmine/ })).toBeInTheDocument();
    expect(screen.queryByRole('row', { name: /THEMthem/ })).toBeNull();
  });

  it('replaces a row in place on an update', async () => {
    const rows = [theirs, mine].map((request) => toStaffListItem(request));
    stubApi({
      ...STREAM,
      'GET /api/staff/requests': { status: 200, body: { requests: rows, total: 2, next: null, prev: null } },
    });
    renderStaff(<ListWithFeed search="" />, { path: '/311/staff/requests', staff: ADMIN });
    await screen.findByText('2 requests');
    await streamOpened();
    act(() => {
      FakeEventSource.last?.emit('updated', { ...theirs, status: 'Closed' });
    });
    expect(await screen.findByText('Closed', { selector: 'td span' })).toBeInTheDocument();
    expect(
      screen
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.getAttribute('data-request-id')),
    ).toEqual([theirs.id, mine.id]);
    expect(screen.getByTestId('arrived-status')).toHaveTextContent('');
  });

  it('marks a request assigned to someone else as no longer in "assigned to me"', async () => {
    stubApi({
      ...STREAM,
      'GET /api/staff/requests': {
        status: 200,
        body: { requests: [toStaffListItem(mine)], total: 1, next: null, prev: null },
      },
    });
    renderStaff(<ListWithFeed search="?assignee=me" />, { path: '/311/staff/requests?assignee=me', staff: ADMIN });
    await screen.findByText('1 request');
    await streamOpened();
    act(() => {
      FakeEventSource.last?.emit('updated', { ...mine, assignedTo: 'someone' });
    });
    expect(await screen.findByText('0 requests')).toBeInTheDocument();
    expect(screen.getByRole('row', { name: /MINEmine/ })).toHaveTextContent('No longer in this view');
    expect(screen.getByTestId('left-status')).toHaveTextContent('1 request left this view');
  });
});
