/**
 * The one sample service request for tests on every side (API, stores, portal, scripts). Both
 * builders start from the same streetlight report; override only what a test is about.
 * - `submittedRequest`: as a resident's submission is stored, before staff touch it.
 * - `sampleRequest`: worked on by staff, every private field filled with a recognisable value, so a
 *   test can check that none of them leaks into a public view.
 */
import { legacyReference } from '../requests/reference.ts';
import type { ServiceRequest } from '../requests/request-schemas.ts';

const SUBMITTED_AT = '2025-01-05T20:04:00.000Z';

/**
 * A New, unassigned request with rules triage and no photo, comments or notes.
 * @example submittedRequest({ id: newRequestId(), category: 'Graffiti' })
 */
export function submittedRequest(overrides: Partial<ServiceRequest> = {}): ServiceRequest {
  const id = overrides.id ?? 'AbCdEfGhIjKlMnOpQrSt';
  return {
    id,
    // Derived from the id, so requests made with fresh ids have distinct references too.
    reference: legacyReference(id),
    category: 'Streetlight Outage',
    description: 'Light out on the corner',
    address: '10 Main St',
    location: { lat: 40.28, lng: -74.59 },
    imageUrl: null,
    status: 'New',
    priority: 'Medium',
    assignedDepartment: null,
    assignedTo: null,
    createdAt: SUBMITTED_AT,
    lastUpdatedAt: SUBMITTED_AT,
    dueAt: '2025-01-20T04:59:59.000Z',
    history: [{ timestamp: SUBMITTED_AT, action: 'Request Submitted', user: 'Resident', userId: null }],
    comments: [],
    internalNotes: [],
    aiTriage: {
      suggestedPriority: 'Medium',
      suggestedDepartment: 'Public Works',
      estimatedResponseTime: '3-5 business days',
      reasoning: 'Rules: streetlight.',
      source: 'rules',
    },
    aiPhotoAnalysis: null,
    hiddenDescription: null,
    hiddenPhoto: null,
    language: 'en',
    descriptionTranslation: null,
    mergedInto: null,
    mergeRecord: null,
    workCompleted: null,
    reviewPending: false,
    ...overrides,
  };
}

/**
 * The same request In Progress, with a photo, an assignee, a comment, a note and AI data.
 * @example toPublicRequest(sampleRequest({ status: 'Resolved' }))
 */
export function sampleRequest(overrides: Partial<ServiceRequest> = {}): ServiceRequest {
  return submittedRequest({
    imageUrl: '/api/uploads/AbCdEfGhIjKlMnOpQrSt/photo.jpg',
    status: 'In Progress',
    priority: 'High',
    assignedDepartment: 'PRIVATE-DEPARTMENT',
    assignedTo: 'PRIVATE-ASSIGNEE',
    lastUpdatedAt: '2025-01-06T10:00:00.000Z',
    history: [
      { timestamp: SUBMITTED_AT, action: 'Request Submitted', user: 'Resident', userId: null },
      {
        timestamp: '2025-01-06T09:00:00.000Z',
        action: 'Status changed to In Progress',
        user: 'PRIVATE-STAFF-NAME',
        userId: 'PRIVATE-STAFF-ID',
      },
      {
        timestamp: '2025-01-06T10:00:00.000Z',
        action: 'Public comment added',
        user: 'PRIVATE-STAFF-NAME',
        userId: 'PRIVATE-STAFF-ID',
      },
    ],
    comments: [
      {
        timestamp: '2025-01-06T10:00:00.000Z',
        text: 'Crew scheduled for Friday',
        user: 'PRIVATE-STAFF-NAME',
        userId: 'PRIVATE-STAFF-ID',
      },
    ],
    internalNotes: [
      { timestamp: '2025-01-06T08:00:00.000Z', text: 'PRIVATE-NOTE', user: 'PRIVATE-STAFF-NAME', userId: 'x' },
    ],
    aiTriage: {
      suggestedPriority: 'High',
      suggestedDepartment: 'PRIVATE-AI-DEPARTMENT',
      estimatedResponseTime: 'PRIVATE-AI-TIME',
      reasoning: 'PRIVATE-AI-REASONING',
      source: 'rules',
    },
    aiPhotoAnalysis: {
      issueType: 'PRIVATE-AI-ISSUE',
      severity: 'PRIVATE-AI-SEVERITY',
      repairRecommendation: 'PRIVATE-AI-REPAIR',
      source: 'rules',
    },
    ...overrides,
  });
}
