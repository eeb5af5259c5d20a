import { describe, expect, it } from 'vitest';
import {
  assignedEntry,
  commentAddedEntry,
  newRequest,
  noteAddedEntry,
  phoneSubmittedEntry,
  photoAnalysisFailedNote,
  photoUploadFailedNote,
  priorityChangedEntry,
  staffText,
  statusChangedEntry,
  submittedEntry,
  triageFallback,
} from './history.ts';

const at = new Date('2025-01-05T20:04:00Z');
const actor = { id: 'u1', name: 'Jane Smith' };
const timestamp = '2025-01-05T20:04:00.000Z';

it('submittedEntry is "Request Submitted" by Resident', () => {
  expect(submittedEntry(at)).toEqual({ timestamp, action: 'Request Submitted', user: 'Resident', userId: null });
});

it.each([
  ['statusChangedEntry', 'Status changed to In Progress', statusChangedEntry('In Progress', actor, at)],
  ['statusChangedEntry', 'Status changed to Closed', statusChangedEntry('Closed', actor, at)],
  ['priorityChangedEntry', 'Priority changed to Emergency', priorityChangedEntry('Emergency', actor, at)],
  ['assignedEntry', 'Assigned to Sam Lee', assignedEntry('Sam Lee', actor, at)],
  ['assignedEntry', 'Assigned to Unassigned', assignedEntry(null, actor, at)],
  ['commentAddedEntry', 'Public comment added', commentAddedEntry(actor, at)],
  ['noteAddedEntry', 'Internal note added', noteAddedEntry(actor, at)],
  ['phoneSubmittedEntry', 'Request submitted by phone (taken by Jane Smith)', phoneSubmittedEntry(actor, at)],
])('%s is "%s" by the staff member', (_name, action, entry) => {
  expect(entry).toEqual({ timestamp, action, user: 'Jane Smith', userId: 'u1' });
});

it.each([
  ['PHOTO ISSUE: Photo Upload Failed: Disk full. Image URL is null.', photoUploadFailedNote('Disk full', at)],
  ['AI Photo Analysis Failed: Model timed out. Staff review needed.', photoAnalysisFailedNote('Model timed out', at)],
])('the system note reads "%s" by System Warning', (text, note) => {
  expect(note).toEqual({ timestamp, text, user: 'System Warning', userId: null });
});

it('staffText records the author', () => {
  expect(staffText('On it', actor, at)).toEqual({ timestamp, text: 'On it', user: 'Jane Smith', userId: 'u1' });
});

it.each([
  ['timeout', 'AI analysis failed: timeout. Defaulting to Medium.'],
  ['HTTP 500', 'AI analysis failed: HTTP 500. Defaulting to Medium.'],
])('triageFallback(%j) is Medium, Public Works, 3-5 business days', (message, reasoning) => {
  expect(triageFallback(message)).toEqual({
    suggestedPriority: 'Medium',
    suggestedDepartment: 'Public Works',
    estimatedResponseTime: '3-5 business days',
    reasoning,
    source: 'fallback',
  });
});

describe('newRequest', () => {
  const at = new Date('2025-01-05T20:04:00.000Z');
  const fields = {
    id: 'AbCdEfGhIjKlMnOpQrSt',
    category: 'Graffiti' as const,
    description: 'Paint on the wall',
    address: '2 Station Rd',
    location: { lat: 40.28, lng: -74.59 },
    dueAt: '2025-01-10T04:59:59.000Z',
  };

  it('starts as New, Medium, unassigned, with the one "Request Submitted" entry by Resident', () => {
    expect(newRequest(fields, at)).toEqual({
      ...fields,
      imageUrl: null,
      status: 'New',
      priority: 'Medium',
      assignedDepartment: null,
      assignedTo: null,
      history: [{ timestamp: '2025-01-05T20:04:00.000Z', action: 'Request Submitted', user: 'Resident', userId: null }],
      comments: [],
      internalNotes: [],
      aiTriage: null,
      aiPhotoAnalysis: null,
      hiddenDescription: null,
      hiddenPhoto: null,
      language: 'en',
      descriptionTranslation: null,
      mergedInto: null,
      mergeRecord: null,
      workCompleted: null,
      reviewPending: false,
    });
  });

  it('starts with the phone-intake entry, by the staff member, when staff took it by phone', () => {
    expect(newRequest(fields, at, actor).history).toEqual([
      { timestamp, action: 'Request submitted by phone (taken by Jane Smith)', user: 'Jane Smith', userId: 'u1' },
    ]);
  });

  it('keeps the priority triage chose, but never lets the caller change status or assignment', () => {
    const request = newRequest(
      { ...fields, priority: 'Emergency', ...({ status: 'Closed', assignedTo: 'x' } as object) },
      at,
    );
    expect(request.priority).toBe('Emergency');
    expect(request.status).toBe('New');
    expect(request.assignedTo).toBeNull();
  });
});
