/**
 * Requests submitted as a resident would (the API the wizard posts to), for tests that need some in
 * the store whatever ran before them.
 */
import { expect, type APIRequestContext } from '@playwright/test';
import { formatReference } from '#domain/requests/reference.ts';

/** A 1x1 PNG, enough for the upload pipeline to decode and re-encode. */
export const PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

type Field = string | { name: string; mimeType: string; buffer: Buffer };

/**
 * Submits a request (multipart, as the wizard does) with sample values for every field not given,
 * and returns its id; fails the test unless it is accepted.
 * @example const id = await submitTestRequest(request, { category: 'Streetlight Outage' });
 */
export async function submitTestRequest(
  request: APIRequestContext,
  fields: Record<string, Field | undefined> = {},
  /** The page's language, as the wizard sends it (Content-Language); English when left out. */
  language?: string,
): Promise<string> {
  const given: Record<string, Field | undefined> = {
    name: 'Rita Resident',
    // Each request its own address: a shared one reaches the resident's hourly e-mail cap, whose
    // warnings would then join the requests' internal notes.
    email: `rita+${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.org`,
    category: 'Graffiti',
    description: 'Paint on the wall by the bus stop.',
    issueAddress: '20 Main St',
    lat: '40.28',
    lng: '-74.59',
    ...fields,
  };
  // A field given as undefined is left out.
  const multipart = Object.fromEntries(
    Object.entries(given).filter((entry): entry is [string, Field] => entry[1] !== undefined),
  );
  const res = await request.post('/api/requests', {
    multipart,
    ...(language ? { headers: { 'Content-Language': language } } : {}),
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

/**
 * A request's reference as people see it (`K7QM-3XPA`), read from the public track API.
 * @example const reference = await shownReference(request, id);
 */
export async function shownReference(request: APIRequestContext, id: string): Promise<string> {
  const res = await request.get(`/api/requests/${id}`);
  expect(res.status(), await res.text()).toBe(200);
  return formatReference(((await res.json()) as { reference: string }).reference);
}
