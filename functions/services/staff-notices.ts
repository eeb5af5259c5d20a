/**
 * Staff hear about their work (docs/product.md#311-staff-e-mails): who is told of what happened
 * to a request, and how each recipient chose to be told (at once, in the daily digest, or not).
 * Called after the change that caused it is stored; a failure is logged and never reaches the
 * change's caller, and a notice goes through the outbox like every message.
 */
import { formatReference } from '#domain/requests/reference.ts';
import type { ServiceRequest, StaffProfile } from '#domain/requests/request-schemas.ts';
import { STAFF_MAIL, type StaffNotice, type StaffNoticeKind } from '#domain/requests/staff-mail.ts';
import type { Logger } from '../logger.ts';
import { staffAssignmentsMail, staffNoticeMail } from '../notify/staff-work-mail.ts';
import type { StaffStore } from '../storage/ports.ts';
import type { StaffMailStore } from '../storage/staff-mail-ports.ts';

export interface StaffNoticeDeps {
  stores: { staffMail: StaffMailStore; staff: Pick<StaffStore, 'getProfile' | 'listProfiles'> };
  providers: {
    notifier: { email(message: { to: string; subject: string; body: string }): Promise<void> };
  };
  place: { township: string; threeOneOneUrl: string };
  logger: Logger;
  clock: () => Date;
}

/** The notice of `kind` about a request, now, by `by` (a staff member's name) or nobody. */
function noticeOf(
  deps: StaffNoticeDeps,
  kind: StaffNoticeKind,
  request: ServiceRequest,
  by: string | null,
): StaffNotice {
  const { id, category, address } = request;
  const reference = formatReference(request.reference);
  return { kind, requestId: id, reference, category, address, at: deps.clock().toISOString(), by };
}

/** The e-mail of one notice, or of several assignments at once (a bulk change). */
const mailOf = (deps: StaffNoticeDeps, notices: readonly StaffNotice[]) =>
  notices.length === 1
    ? staffNoticeMail(deps.place.threeOneOneUrl, deps.place.township, notices[0]!)
    : staffAssignmentsMail(deps.place.threeOneOneUrl, deps.place.township, notices);

/** Tells one member of the notices as they chose, in one e-mail; never throws. */
async function tell(deps: StaffNoticeDeps, member: StaffProfile, notices: readonly StaffNotice[]): Promise<void> {
  try {
    const choice = await deps.stores.staffMail.getChoice(member.id);
    if (choice === 'digest')
      for (const notice of notices) await deps.stores.staffMail.queueDigest(member.id, notice, STAFF_MAIL.digestMax);
    if (choice !== 'immediate') return;
    // No requestId: the cap's note on a request (deps.ts onCapped) speaks of residents' mail.
    await deps.providers.notifier.email({ to: member.email, ...mailOf(deps, notices) });
  } catch (error) {
    const about = notices.map((notice) => notice.requestId).join(', ');
    deps.logger.error(`Could not tell staff member ${member.id} of ${notices[0]?.kind} on ${about}`, error);
  }
}

/**
 * Tells each active member once, except the one who did it: nobody hears of their own act.
 * @example await deliverNotices(deps, [assignee], [notice], manager.id)
 */
export async function deliverNotices(
  deps: StaffNoticeDeps,
  recipients: readonly (StaffProfile | null)[],
  notices: readonly StaffNotice[],
  actorId: string | null,
): Promise<void> {
  if (notices.length === 0) return;
  const told = new Set<string>();
  for (const member of recipients) {
    if (!member || member.active === false || member.id === actorId || told.has(member.id)) continue;
    told.add(member.id);
    await tell(deps, member, notices);
  }
}

/**
 * The active managers of a department. Staff are few (hundreds), and the profiles are read whole
 * for the assignee picker too.
 * @example await departmentManagers(deps, 'Public Works') // [Morgan]
 */
export async function departmentManagers(deps: StaffNoticeDeps, department: string | null): Promise<StaffProfile[]> {
  if (!department) return [];
  const profiles = await deps.stores.staff.listProfiles();
  return profiles.filter((p) => p.role === 'manager' && p.department === department && p.active !== false);
}

/** The request's assignee's profile, or null. */
const assigneeOf = (deps: StaffNoticeDeps, request: ServiceRequest) =>
  request.assignedTo ? deps.stores.staff.getProfile(request.assignedTo) : Promise.resolve(null);

/** Runs a notice's work without letting a failure out: the change it follows stands. */
async function safely(deps: StaffNoticeDeps, what: string, work: () => Promise<void>): Promise<void> {
  try {
    await work();
  } catch (error) {
    deps.logger.error(`Could not send the staff notice of ${what}`, error);
  }
}

/**
 * "Assigned to me": tells the new assignee, unless they assigned it to themselves.
 * @example await noticeAssigned(deps, request, worker, manager)
 */
export function noticeAssigned(
  deps: StaffNoticeDeps,
  request: ServiceRequest,
  assignee: StaffProfile | null,
  byStaff: StaffProfile,
): Promise<void> {
  return safely(deps, `assignment of ${request.id}`, () =>
    deliverNotices(deps, [assignee], [noticeOf(deps, 'assigned', request, byStaff.name)], byStaff.id),
  );
}

/**
 * A bulk change assigned these requests (bulk-changes.ts): their one new assignee hears of all of
 * them in one e-mail (or one digest entry each), not one e-mail per request.
 * @example await noticeManyAssigned(deps, requests, manager)
 */
export function noticeManyAssigned(
  deps: StaffNoticeDeps,
  requests: readonly ServiceRequest[],
  byStaff: StaffProfile,
): Promise<void> {
  return safely(deps, `assignment of ${requests.length} requests`, async () => {
    const first = requests[0];
    if (!first) return;
    const notices = requests.map((request) => noticeOf(deps, 'assigned', request, byStaff.name));
    await deliverNotices(deps, [await assigneeOf(deps, first)], notices, byStaff.id);
  });
}

/**
 * A resident reopened the request ("not fixed") or added information: tells its assignee.
 * @example await noticeResidentFollowUp(deps, request, 'reopened')
 */
export function noticeResidentFollowUp(
  deps: StaffNoticeDeps,
  request: ServiceRequest,
  kind: 'reopened' | 'information',
): Promise<void> {
  return safely(deps, `${kind} on ${request.id}`, async () => {
    await deliverNotices(deps, [await assigneeOf(deps, request)], [noticeOf(deps, kind, request, null)], null);
  });
}

/**
 * A request became overdue: tells its assignee and its department's managers, each once.
 * @example await noticeOverdue(deps, request)
 */
export function noticeOverdue(deps: StaffNoticeDeps, request: ServiceRequest): Promise<void> {
  return safely(deps, `overdue ${request.id}`, async () => {
    const recipients = [
      await assigneeOf(deps, request),
      ...(await departmentManagers(deps, request.assignedDepartment)),
    ];
    await deliverNotices(deps, recipients, [noticeOf(deps, 'overdue', request, null)], null);
  });
}

/**
 * A worker reported the work on a request completed: tells the managers of the request's
 * department (the worker's own when it has none) that it awaits their review.
 * @example await noticeWorkCompleted(deps, request, worker)
 */
export function noticeWorkCompleted(
  deps: StaffNoticeDeps,
  request: ServiceRequest,
  byStaff: StaffProfile,
): Promise<void> {
  return safely(deps, `work completed on ${request.id}`, async () => {
    const managers = await departmentManagers(deps, request.assignedDepartment ?? byStaff.department);
    await deliverNotices(deps, managers, [noticeOf(deps, 'work-completed', request, byStaff.name)], byStaff.id);
  });
}
