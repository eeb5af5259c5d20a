/** A complete request document for tests, every private field filled with a recognisable value. */
import type { ServiceRequest } from './request-schemas.ts';

export function sampleRequest(overrides: Partial<ServiceRequest> = {}): ServiceRequest {
  return {
    id: 'AbCdEfGhIjKlMnOpQrSt',
    category: 'Streetlight Outage',
    description: 'Light out on the corner',
    address: '10 Main St',
    location: { lat: 40.28, lng: -74.59 },
    imageUrl: '/api/uploads/AbCdEfGhIjKlMnOpQrSt/photo.jpg',
    status: 'In Progress',
    priority: 'High',
    assignedDepartment: 'PRIVATE-DEPARTMENT',
    assignedTo: 'PRIVATE-ASSIGNEE',
    createdAt: '2025-01-05T20:04:00.000Z',
    lastUpdatedAt: '2025-01-06T10:00:00.000Z',
    history: [
      { timestamp: '2025-01-05T20:04:00.000Z', action: 'Request Submitted', user: 'Resident', userId: null },
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
  };
}
