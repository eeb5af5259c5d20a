/**
 * Test data for the export/import round trips: a store filled through the normal store methods
 * with every field in use (comments, internal notes, AI results, a photo, submitter info, staff
 * of every role), and a snapshot of everything the stores answer, to compare two stores.
 */
import { legacyReference } from '#domain/requests/reference.ts';
import { readFileSync } from 'node:fs';
import type { Stores } from '#server/storage/ports.ts';
import { ROLES } from '#domain/requests/constants.ts';
import { newRequestId } from '#domain/requests/request-id.ts';
import { sampleRequest } from '#domain/testing/service-request.ts';
import { newServiceRequestSchema, type NewServiceRequest } from '#domain/requests/request-schemas.ts';
import { parseRecordLine, type ExportRecord } from './data-transfer-format.ts';

/** Bytes that are not valid UTF-8, so a text round trip would change them. */
export const PHOTO_BYTES = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x80, 0xfe, 0x00, 0x7f]);
export const STAFF_PASSWORD = 'the same password';

/** A complete request without the timestamps a store sets (parsing drops them). */
const newRequest = (overrides: Parameters<typeof sampleRequest>[0]): NewServiceRequest =>
  newServiceRequestSchema.parse(sampleRequest(overrides));

/** Fills empty stores; returns the staff e-mails and the id of the request with a photo. */
export async function fillStores(stores: Stores): Promise<{ emails: string[]; photoRequestId: string }> {
  const emails: string[] = [];
  const staffIds: string[] = [];
  for (const [i, role] of ROLES.entries()) {
    const email = `${role}.${i}@township.test`;
    const profile = await stores.staff.create({
      name: `${'ZYXW'[i]} ${role}`,
      email,
      department: 'Public Works',
      role,
      password: STAFF_PASSWORD,
    });
    emails.push(email);
    staffIds.push(profile.id);
  }
  // A login that came without a hash (as from Firebase Auth) must travel as one.
  await stores.staff.restore(
    { id: 'NoHashStaff01', name: 'A no-hash', email: 'nohash@township.test', department: 'Roads', role: 'worker' },
    null,
  );
  emails.push('nohash@township.test');

  const photoRequestId = newRequestId();
  const photo = await stores.photos.put(photoRequestId, 'photo-1.jpg', PHOTO_BYTES, 'image/jpeg');
  const full = newRequest({ id: photoRequestId, imageUrl: photo.url });
  await stores.requests.create({ ...full, assignedTo: staffIds[0]! });
  await stores.requests.update(photoRequestId, {
    set: { status: 'Resolved', priority: 'Emergency' },
    history: [{ timestamp: '2025-02-01T00:00:00.000Z', action: 'Status changed to Resolved', user: 'W', userId: 'u' }],
    comments: [{ timestamp: '2025-02-01T00:00:00.000Z', text: 'Fixed «é» 🚧', user: 'W', userId: 'u' }],
    internalNotes: [{ timestamp: '2025-02-01T00:00:01.000Z', text: 'note\nwith lines', user: 'W', userId: null }],
  });
  await stores.submitterInfo.put(photoRequestId, {
    name: 'Rita Resident',
    email: 'rita@example.org',
    phone: '+16095550100',
    address: '1 Elm St',
    wantsTextAlerts: true,
  });

  // Restored with old timestamps, nulls and empty lists, and no submitter info.
  const bare = newRequest({ id: newRequestId() });
  await stores.requests.restore({
    ...bare,
    reference: legacyReference(bare.id),
    imageUrl: null,
    assignedDepartment: null,
    assignedTo: null,
    history: [],
    comments: [],
    internalNotes: [],
    aiTriage: null,
    aiPhotoAnalysis: null,
    createdAt: '2021-06-07T08:09:10.011Z',
    lastUpdatedAt: '2021-06-07T08:09:10.011Z',
  });
  // A third with submitter info that wants no texts and left optional fields blank.
  const third = newRequest({ id: newRequestId(), imageUrl: null });
  await stores.requests.create({ ...third, status: 'New', aiPhotoAnalysis: null });
  await stores.submitterInfo.put(third.id, { name: '', email: '', phone: '', address: '', wantsTextAlerts: false });
  return { emails, photoRequestId };
}

/** Everything the stores answer about their data, for comparing two stores with toEqual. */
export async function snapshotStores(stores: Stores, emails: string[]) {
  const requests = await stores.requests.list();
  const profiles = (await stores.staff.listProfiles()).map((profile) => ({ ...profile }));
  return {
    requests,
    submitterInfo: await Promise.all(requests.map((request) => stores.submitterInfo.get(request.id))),
    photos: await Promise.all(
      requests.map(async (request) => {
        const fileName = request.imageUrl?.split('/').pop();
        const photo = fileName ? await stores.photos.get(request.id, fileName) : null;
        return photo && { contentType: photo.contentType, bytes: [...photo.bytes] };
      }),
    ),
    profiles,
    logins: await Promise.all(emails.map(async (email) => ({ ...(await stores.staff.findLogin(email)) }))),
    assigned: await Promise.all(profiles.map((profile) => stores.requests.listByAssignee(profile.id))),
    counts: await stores.requests.counts(),
  };
}

/** The records of an export file (every line after the header), parsed and checked. */
export function readRecords(file: string): ExportRecord[] {
  const lines = readFileSync(file, 'utf8').trimEnd().split('\n').slice(1);
  return lines.map((line) => {
    const parsed = parseRecordLine(line);
    if (!parsed.ok) throw new Error(parsed.message);
    return parsed.value;
  });
}
