/**
 * Test data for the export/import round trips: a store filled through the normal store methods
 * with every field in use (comments, internal notes, AI results, moderation marks, a phone
 * intake, a photo, submitter info, staff of every role) and every other kind the transfer carries
 * (response templates, saved views, API keys, reset links, audit entries, subscriptions, follow
 * tokens, a stopped submitter), and a snapshot of everything the stores answer, to compare two stores.
 */
import { legacyReference } from '#domain/requests/reference.ts';
import { readFileSync } from 'node:fs';
import { hashApiKey } from '#server/storage/api-key-secret.ts';
import type { FollowRecordKind } from '#server/storage/follow-ports.ts';
import type { TransferStores } from '#server/storage/transfer-ports.ts';
import { ROLES } from '#domain/requests/constants.ts';
import { ensureTownship } from '#server/config/township.ts';
import { phoneSubmittedEntry } from '#domain/requests/history.ts';
import { newRequestId } from '#domain/requests/request-id.ts';
import { sampleRequest } from '#domain/testing/service-request.ts';
import { newServiceRequestSchema, type NewServiceRequest } from '#domain/requests/request-schemas.ts';
import { NOTHING_OPTIONAL } from '#server/testing/contracts/storage/fixtures.ts';
import { parseRecordLine } from './data-transfer-format.ts';
import type { ExportRecord } from './data-transfer-records.ts';
import { FILLED_VIEWS, fillSavedViews, snapshotSavedViews } from './data-transfer-test-views.ts';

/** Bytes that are not valid UTF-8, so a text round trip would change them. */
export const PHOTO_BYTES = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x80, 0xfe, 0x00, 0x7f]);
export const STAFF_PASSWORD = 'the same password';

/** A complete request without the timestamps a store sets (parsing drops them). */
const newRequest = (overrides: Parameters<typeof sampleRequest>[0]): NewServiceRequest =>
  newServiceRequestSchema.parse(sampleRequest(overrides));

/** What fillStores puts in an export (the reset link past its end stays out). */
export const FILLED_COUNTS = {
  requests: 4,
  submitterInfo: 2,
  staff: 5,
  photos: 1,
  templates: 3,
  apiKeys: 2,
  resetLinks: 1,
  auditEntries: 3,
  subscriptions: 3,
  followTokens: 3,
  submitterStops: 1,
  savedViews: FILLED_VIEWS,
};

/** The secrets handed out before a move (links in e-mails, a key), which must still work after it. */
interface HandedOut {
  followTokens: string[];
  apiKey: string;
  resetToken: string;
}

interface Filled {
  emails: string[];
  photoRequestId: string;
  handedOut: HandedOut;
}

/** Fills empty stores; returns the staff e-mails, the id of the request with a photo, and the secrets handed out. */
export async function fillStores(stores: TransferStores): Promise<Filled> {
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
    ...NOTHING_OPTIONAL,
    createdAt: '2021-06-07T08:09:10.011Z',
    lastUpdatedAt: '2021-06-07T08:09:10.011Z',
  });
  // A third with submitter info that wants no texts and left optional fields blank.
  const third = newRequest({ id: newRequestId(), imageUrl: null });
  await stores.requests.create({ ...third, status: 'New', aiPhotoAnalysis: null });
  await stores.submitterInfo.put(third.id, { name: '', email: '', phone: '', address: '', wantsTextAlerts: false });

  // Filed by phone, then moderated: the description and the photo hidden.
  const mark = { reason: 'Names a neighbour', timestamp: '2025-03-01T00:00:00.000Z', user: 'M', userId: staffIds[1]! };
  const phoned = newRequest({ id: newRequestId(), imageUrl: null });
  await stores.requests.create({
    ...phoned,
    history: [phoneSubmittedEntry({ id: staffIds[0]!, name: 'Z worker' }, new Date('2025-02-28T09:00:00.000Z'))],
  });
  await stores.requests.update(phoned.id, {
    set: { hiddenDescription: mark, hiddenPhoto: { ...mark, reason: 'Face' } },
  });

  const handedOut = await fillAccountsAndFollowing(stores, staffIds, photoRequestId, third.id);
  await fillSavedViews(stores, { id: staffIds[1]!, name: 'Y manager' }, { id: staffIds[0]!, name: 'Z worker' });
  return { emails, photoRequestId, handedOut };
}

/** Templates, keys, reset links, audit entries and follow records, through the stores' own methods. */
async function fillAccountsAndFollowing(
  stores: TransferStores,
  staffIds: string[],
  requestId: string,
  otherId: string,
): Promise<HandedOut> {
  const by = { id: staffIds[1]!, name: 'Y manager' };
  await stores.responseTemplates.create({ category: null, title: 'Thanks', text: 'Thank you «for» 🚧', by }, 20);
  await stores.responseTemplates.create(
    { category: ensureTownship().categories[0]!.name, title: 'Fixed', text: 'Crew fixed it.\nBye', by },
    20,
  );
  await stores.responseTemplates.create(
    { category: ensureTownship().categories[0]!.name, title: 'booked', text: 'Booked.', by },
    20,
  );

  const { secret: apiKey } = await stores.apiKeys.create({ label: 'Data portal', createdBy: by });
  const revoked = await stores.apiKeys.create({ label: 'Old portal', createdBy: by });
  await stores.apiKeys.revoke(revoked.apiKey.id);
  await stores.apiKeys.verify(apiKey);

  const day = 24 * 3_600_000;
  const resetToken = await stores.staff.createResetToken(staffIds[2]!, new Date(Date.now() + day));
  // Past its end: the export leaves it out.
  await stores.staff.createResetToken(staffIds[3]!, new Date(Date.now() - day));

  const admin = { id: staffIds[2]!, name: 'X admin', email: 'admin.2@township.test' };
  const worker = { id: staffIds[0]!, name: 'Z worker', email: 'worker.0@township.test' };
  await stores.staffAudit.append({ action: 'created', actor: admin, subject: worker, to: 'worker' });
  await stores.staffAudit.append({
    action: 'role-changed',
    actor: admin,
    subject: worker,
    from: 'worker',
    to: 'manager',
  });
  await stores.staffAudit.append({ action: 'password-reset-issued', actor: admin, subject: worker });

  const active = await stores.follow.subscribe(requestId, 'Ada@Example.org');
  await stores.follow.setSubscriptionStatus(active.id, 'active');
  const ended = await stores.follow.subscribe(requestId, 'bo@example.org');
  await stores.follow.setSubscriptionStatus(ended.id, 'ended');
  const pending = await stores.follow.subscribe(otherId, 'cy@example.org');
  const followTokens = [
    await stores.follow.issueToken({
      kind: 'confirm',
      requestId: otherId,
      subscriptionId: pending.id,
      expiresAt: new Date(Date.now() + day).toISOString(),
    }),
    await stores.follow.issueToken({ kind: 'stop', requestId, subscriptionId: active.id, expiresAt: null }),
    await stores.follow.issueToken({ kind: 'follow-up', requestId, subscriptionId: null, expiresAt: null }),
  ];
  await stores.follow.stopSubmitter(otherId);
  return { followTokens, apiKey, resetToken };
}

const FOLLOW_KINDS: FollowRecordKind[] = ['subscription', 'followToken', 'submitterStop'];

/** What the stores answer about the other kinds: in full, with the handed-out secrets tried. */
async function snapshotOthers(stores: TransferStores, handedOut: HandedOut) {
  const byId = <T extends { id: string }>(items: T[]) => items.sort((a, b) => (a.id < b.id ? -1 : 1));
  const now = new Date();
  return {
    templates: await Promise.all(
      [null, ...ensureTownship().categories.map((one) => one.name)].map((category) =>
        stores.responseTemplates.list(category),
      ),
    ),
    savedViews: await snapshotSavedViews(stores),
    apiKeys: byId((await stores.apiKeys.listStored()).map(({ apiKey, hash }) => ({ ...apiKey, hash }))),
    // By its hash: verify() would record a use, and so change what the next export reads.
    apiKeyKept: (await stores.apiKeys.listStored()).some((key) => key.hash === hashApiKey(handedOut.apiKey)),
    // Expired ones are left out by the export.
    resetLinks: (await stores.staff.listResetLinks())
      .filter((link) => Date.parse(link.expiresAt) > now.getTime())
      .sort((a, b) => (a.tokenHash < b.tokenHash ? -1 : 1)),
    resetLinkFor: await stores.staff.findResetToken(handedOut.resetToken, now),
    audit: await stores.staffAudit.page({ limit: 100 }),
    follow: await Promise.all(FOLLOW_KINDS.map((kind) => stores.follow.pageRecords(kind, null, 100))),
    followTokensFound: await Promise.all(handedOut.followTokens.map((token) => stores.follow.findToken(token))),
  };
}

/** Everything the stores answer about their data, for comparing two stores with toEqual. */
export async function snapshotStores(stores: TransferStores, emails: string[], handedOut: HandedOut) {
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
    ...(await snapshotOthers(stores, handedOut)),
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
