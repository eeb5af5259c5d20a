import { describe, expect, it } from 'vitest';
import { sampleRequest } from '#domain/testing/service-request.ts';
import { STATUSES } from '#domain/requests/constants.ts';
import { requestNotes } from './request-notes.ts';
import { open311Status, toOpen311Request } from './request-view.ts';
import { toPublicRequest } from '#domain/requests/public-view.ts';

const SITE = 'https://wwneighbors.example';
const APP = 'https://311.wwneighbors.example';

describe('open311Status', () => {
  it.each([
    ['New', 'open'],
    ['In Progress', 'open'],
    ['Resolved', 'closed'],
    ['Closed', 'closed'],
  ] as const)('%s is %s', (status, expected) => {
    expect(open311Status(status)).toBe(expected);
  });

  it('covers every status', () => {
    expect(STATUSES.map(open311Status)).toEqual(['open', 'open', 'closed', 'closed']);
  });
});

describe('toOpen311Request', () => {
  const request = sampleRequest({ assignedDepartment: 'Public Works' });

  it('maps every field of the standard', () => {
    expect(toOpen311Request(request, { siteUrl: SITE, appUrl: APP, extensions: false })).toEqual({
      service_request_id: 'AbCdEfGhIjKlMnOpQrSt',
      status: 'open',
      status_notes: 'Crew scheduled for Friday',
      service_name: 'Streetlight Outage',
      service_code: 'streetlight-outage',
      description: 'Light out on the corner',
      agency_responsible: 'Public Works',
      service_notice: null,
      requested_datetime: '2025-01-05T15:04:00-05:00',
      updated_datetime: '2025-01-06T05:00:00-05:00',
      expected_datetime: '2025-01-19T23:59:59-05:00',
      address: '10 Main St',
      address_id: null,
      zipcode: null,
      lat: 40.28,
      long: -74.59,
      media_url: `${SITE}/api/uploads/AbCdEfGhIjKlMnOpQrSt/photo.jpg`,
    });
  });

  it('leaves out what is not there', () => {
    const bare = sampleRequest({
      comments: [],
      assignedDepartment: null,
      location: null,
      imageUrl: null,
      address: '',
      aiTriage: null,
    });
    expect(toOpen311Request(bare, { siteUrl: SITE, appUrl: APP, extensions: false })).toMatchObject({
      status_notes: null,
      agency_responsible: null,
      lat: null,
      long: null,
      media_url: null,
      address: null,
    });
  });

  it('takes the newest public comment as status_notes', () => {
    const later = sampleRequest({
      comments: [
        { timestamp: '2025-01-07T10:00:00.000Z', text: 'newest', user: 'x', userId: 'x' },
        { timestamp: '2025-01-06T10:00:00.000Z', text: 'older', user: 'x', userId: 'x' },
      ],
    });
    expect(toOpen311Request(later, { siteUrl: SITE, appUrl: APP, extensions: false }).status_notes).toBe('newest');
  });

  it('says in status_notes where a merged duplicate went, over its newest comment', () => {
    const merged = sampleRequest({
      status: 'Closed',
      mergedInto: 'q3ZrT0bW8sLkP1mXa9Yc',
      mergeRecord: {
        intoReference: 'K7QM3XPA',
        previousStatus: 'New',
        addedFollowIds: [],
        mergedAt: '2025-01-07T10:00:00.000Z',
      },
    });
    expect(toOpen311Request(merged, { siteUrl: SITE, appUrl: APP, extensions: false })).toMatchObject({
      status: 'closed',
      status_notes: 'Merged into K7QM-3XPA',
    });
  });

  it('takes expected_datetime from the due date, never from the AI triage estimate', () => {
    const triaged = sampleRequest({
      dueAt: '2025-02-01T04:59:59.000Z',
      aiTriage: { ...request.aiTriage!, estimatedResponseTime: '24-48 hours' },
    });
    expect(toOpen311Request(triaged, { siteUrl: SITE, appUrl: APP, extensions: true }).expected_datetime).toBe(
      '2025-01-31T23:59:59-05:00',
    );
  });

  it('keeps an absolute photo URL (a storage download link) as it is', () => {
    const stored = sampleRequest({ imageUrl: 'https://storage.example/b/o/photo.jpg?alt=media' });
    expect(toOpen311Request(stored, { siteUrl: SITE, appUrl: APP, extensions: false }).media_url).toBe(
      'https://storage.example/b/o/photo.jpg?alt=media',
    );
  });

  it('adds the public notes and extended attributes with extensions', () => {
    const view = toOpen311Request(request, { siteUrl: SITE, appUrl: APP, extensions: true });
    expect(view).toMatchObject({
      extended_attributes: {
        priority: 'High',
        category: 'Streetlight Outage',
        tracking_url: `${APP}/track/AbCdEfGhIjKlMnOpQrSt`,
      },
      notes: [
        {
          datetime: '2025-01-05T15:04:00-05:00',
          type: 'created',
          summary: 'Request Submitted',
          author: 'Resident',
          description: null,
        },
        {
          datetime: '2025-01-06T04:00:00-05:00',
          type: 'status_change',
          summary: 'Status changed to In Progress',
          author: 'Township Staff',
          description: null,
        },
        {
          datetime: '2025-01-06T05:00:00-05:00',
          type: 'comment',
          summary: 'Public comment added',
          author: 'Township Staff',
          description: 'Crew scheduled for Friday',
        },
      ],
    });
  });

  it('shows a hidden description as "Hidden by township staff" and no photo for a hidden one', () => {
    const mark = { reason: 'PRIVATE-REASON', timestamp: '2025-01-07T10:00:00.000Z', user: 'PRIVATE-MOD', userId: 'm' };
    const hidden = sampleRequest({ description: 'PRIVATE-TEXT', hiddenDescription: mark, hiddenPhoto: mark });
    const view = toOpen311Request(hidden, { siteUrl: SITE, appUrl: APP, extensions: true });
    expect(view).toMatchObject({ description: 'Hidden by township staff', media_url: null });
    expect(JSON.stringify(view)).not.toMatch(/PRIVATE-(?!DEPARTMENT)|uploads/);
  });

  it('never carries a private value of the request', () => {
    const text = JSON.stringify(toOpen311Request(sampleRequest(), { siteUrl: SITE, appUrl: APP, extensions: true }));
    const leaks = text.match(/PRIVATE-(?!DEPARTMENT)[A-Z-]+/g);
    expect(leaks).toBeNull();
  });
});

describe('requestNotes', () => {
  it('orders history and comments oldest first and names the kinds of change', () => {
    // Every entry is by one staff member, whose name no note may carry.
    const bySam = (timestamp: string, action: string) => ({ timestamp, action, user: 'Sam Lee', userId: 's' });
    const request = sampleRequest({
      history: [
        bySam('2025-01-05T20:04:00.000Z', 'Request submitted by phone (taken by Sam Lee)'),
        bySam('2025-01-06T09:00:00.000Z', 'Priority changed to Low'),
        bySam('2025-01-06T09:00:00.000Z', 'Assigned to Sam Lee'),
        bySam('2025-01-06T09:30:00.000Z', 'Internal note added'),
        bySam('2025-01-06T10:00:00.000Z', 'Public comment added'),
        bySam('2025-01-07T10:00:00.000Z', 'Something new'),
        bySam('2025-01-08T10:00:00.000Z', 'Description hidden from the public: Names Sam Lee'),
      ],
      comments: [{ timestamp: '2025-01-06T10:00:00.000Z', text: 'On it', user: 'Sam Lee', userId: 's' }],
    });
    const notes = requestNotes(toPublicRequest(request));
    expect(notes.map((note) => [note.type, note.summary, note.author])).toEqual([
      ['created', 'Request submitted by phone', 'Township Staff'],
      ['priority_change', 'Priority changed to Low', 'Township Staff'],
      ['assignment', 'Assigned to Township Staff', 'Township Staff'],
      ['update', 'Internal note added', 'Township Staff'],
      ['comment', 'Public comment added', 'Township Staff'],
      ['update', 'Something new', 'Township Staff'],
      ['update', 'Description hidden by township staff', 'Township Staff'],
    ]);
    expect(JSON.stringify(notes)).not.toContain('Sam Lee');
  });
});
