import { describe, expect, it } from 'vitest';
import { publicRequestSchema, publicUserName, toPublicListItem, toPublicRequest } from './public-view.ts';
import { serviceRequestSchema, type ServiceRequest } from './request-schemas.ts';
import { sampleRequest } from '../testing/service-request.ts';
import { PUBLIC_REQUEST_FIELDS } from '../testing/view-fields.ts';

describe.each([
  // Who acted decides: a staff id is staff, whatever the name says.
  ['Resident', null, 'Resident'],
  ['Resident', 'staff-7', 'Township Staff'],
  ['Jane Smith', 'staff-7', 'Township Staff'],
  ['resident', 'staff-7', 'Township Staff'],
  ['', 'staff-7', 'Township Staff'],
  // No staff id: the resident's own entry, or the system's (shown as the township's).
  ['System Warning', null, 'Township Staff'],
  ['resident', null, 'Township Staff'],
  ['', null, 'Township Staff'],
])('publicUserName(%j, userId %j)', (user, userId, expected) => {
  it(`is ${expected}`, () => {
    expect(publicUserName({ user, userId })).toBe(expected);
  });
});

describe('toPublicListItem', () => {
  it('has exactly the list fields', () => {
    expect(toPublicListItem(sampleRequest())).toEqual({
      id: 'AbCdEfGhIjKlMnOpQrSt',
      category: 'Streetlight Outage',
      status: 'In Progress',
      address: '10 Main St',
      createdAt: '2025-01-05T20:04:00.000Z',
      lastUpdatedAt: '2025-01-06T10:00:00.000Z',
      location: { lat: 40.28, lng: -74.59 },
    });
  });

  it('rounds the map point to four decimals (about 11 m), no more precise than the address', () => {
    const item = toPublicListItem({ ...sampleRequest(), location: { lat: 40.280949, lng: -74.591251 } });
    expect(item.location).toEqual({ lat: 40.2809, lng: -74.5913 });
  });

  it('has no map point for a request that came with an address only', () => {
    expect(toPublicListItem({ ...sampleRequest(), location: null }).location).toBeNull();
  });
});

describe('toPublicRequest', () => {
  const view = toPublicRequest(sampleRequest());

  it('has exactly the lookup fields', () => {
    expect(Object.keys(view).sort()).toEqual(PUBLIC_REQUEST_FIELDS);
    expect(publicRequestSchema.strict().safeParse(view).success).toBe(true);
  });

  it('carries the due date, for "Expected by"', () => {
    expect(view.dueAt).toBe('2025-01-20T04:59:59.000Z');
  });

  it('lists history newest first with staff anonymised and no user ids', () => {
    expect(view.history).toEqual([
      { timestamp: '2025-01-06T10:00:00.000Z', action: 'Public comment added', user: 'Township Staff' },
      { timestamp: '2025-01-06T09:00:00.000Z', action: 'Status changed to In Progress', user: 'Township Staff' },
      { timestamp: '2025-01-05T20:04:00.000Z', action: 'Request Submitted', user: 'Resident' },
    ]);
  });

  it('anonymises public comments too', () => {
    expect(view.comments).toEqual([
      { timestamp: '2025-01-06T10:00:00.000Z', text: 'Crew scheduled for Friday', user: 'Township Staff' },
    ]);
  });

  it('puts the later of two same-time entries first', () => {
    const at = '2025-02-01T00:00:00.000Z';
    const request = sampleRequest({
      history: [
        { timestamp: at, action: 'first', user: 'Resident', userId: null },
        { timestamp: at, action: 'second', user: 'Resident', userId: null },
      ],
    });
    expect(toPublicRequest(request).history.map((h) => h.action)).toEqual(['second', 'first']);
  });

  it('never carries private values, even from fields it does not know', () => {
    const request = { ...sampleRequest(), submitter: { email: 'PRIVATE-EMAIL' }, futureField: 'PRIVATE-FUTURE' };
    const text = JSON.stringify([toPublicRequest(request), toPublicListItem(request)]);
    expect(text).not.toMatch(/PRIVATE/);
    expect(serviceRequestSchema.safeParse(sampleRequest()).success).toBe(true);
  });
});

describe('toPublicRequest and a staff member named "Resident"', () => {
  it('shows their history entries and comments as Township Staff', () => {
    const request = sampleRequest({
      history: [
        { timestamp: '2025-01-05T20:04:00.000Z', action: 'Request Submitted', user: 'Resident', userId: null },
        { timestamp: '2025-01-06T09:00:00.000Z', action: 'Status changed to Resolved', user: 'Resident', userId: 's1' },
        { timestamp: '2025-01-06T10:00:00.000Z', action: 'Public comment added', user: 'Resident', userId: 's1' },
      ],
      comments: [{ timestamp: '2025-01-06T10:00:00.000Z', text: 'Fixed', user: 'Resident', userId: 's1' }],
    });
    const view = toPublicRequest(request);
    expect(view.history.map((entry) => entry.user)).toEqual(['Township Staff', 'Township Staff', 'Resident']);
    expect(view.comments.map((comment) => comment.user)).toEqual(['Township Staff']);
  });
});

describe('toPublicRequest and the assignee', () => {
  it('never names the staff member a request was assigned to', () => {
    const request = sampleRequest({
      history: [
        { timestamp: '2025-01-05T20:04:00.000Z', action: 'Request Submitted', user: 'Resident', userId: null },
        { timestamp: '2025-01-06T10:00:00.000Z', action: 'Assigned to Priya Quarry', user: 'Sam Lee', userId: 'u1' },
      ],
    });
    const text = JSON.stringify(toPublicRequest(request));
    expect(text).not.toContain('Priya Quarry');
    expect(text).not.toContain('Sam Lee');
    expect(toPublicRequest(request).history[0]).toEqual({
      timestamp: '2025-01-06T10:00:00.000Z',
      action: 'Assigned to Township Staff',
      user: 'Township Staff',
    });
  });
});

describe('toPublicRequest and moderation', () => {
  const mark = (reason: string) => ({
    reason,
    timestamp: '2025-01-07T10:00:00.000Z',
    user: 'PRIVATE-MODERATOR',
    userId: 'PRIVATE-MODERATOR-ID',
  });
  const hidden = sampleRequest({
    description: 'PRIVATE-ABUSIVE-TEXT',
    hiddenDescription: mark('PRIVATE-REASON-1'),
    hiddenPhoto: mark('PRIVATE-REASON-2'),
    history: [
      { timestamp: '2025-01-05T20:04:00.000Z', action: 'Request Submitted', user: 'Resident', userId: null },
      {
        timestamp: '2025-01-07T10:00:00.000Z',
        action: 'Description hidden from the public: PRIVATE-REASON-1',
        user: 'PRIVATE-MODERATOR',
        userId: 'PRIVATE-MODERATOR-ID',
      },
    ],
  });

  it('shows "Hidden by township staff" for a hidden description and no photo for a hidden one', () => {
    const view = toPublicRequest(hidden);
    expect(view).toMatchObject({
      description: 'Hidden by township staff',
      descriptionHidden: true,
      imageUrl: null,
      photoHidden: true,
    });
    expect(view.history[0]!.action).toBe('Description hidden by township staff');
  });

  it('leaks neither the text, the photo URL, the reason nor the moderator', () => {
    const text = JSON.stringify([toPublicRequest(hidden), toPublicListItem(hidden)]);
    expect(text).not.toMatch(/PRIVATE|\/api\/uploads/);
  });

  it('hides each part on its own', () => {
    expect(toPublicRequest(sampleRequest({ hiddenPhoto: mark('x') }))).toMatchObject({
      description: 'Light out on the corner',
      descriptionHidden: false,
      imageUrl: null,
      photoHidden: true,
    });
    expect(toPublicRequest(sampleRequest({ hiddenDescription: mark('x') }))).toMatchObject({
      description: 'Hidden by township staff',
      imageUrl: '/api/uploads/AbCdEfGhIjKlMnOpQrSt/photo.jpg',
      photoHidden: false,
    });
  });

  it('shows both parts of a request stored before moderation (no marks at all)', () => {
    const older: Partial<ServiceRequest> = sampleRequest();
    delete older.hiddenDescription;
    delete older.hiddenPhoto;
    expect(toPublicRequest(older as ServiceRequest)).toMatchObject({
      description: 'Light out on the corner',
      descriptionHidden: false,
      imageUrl: '/api/uploads/AbCdEfGhIjKlMnOpQrSt/photo.jpg',
      photoHidden: false,
    });
  });
});
