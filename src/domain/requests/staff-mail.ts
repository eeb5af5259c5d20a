/**
 * Staff e-mails about their work (docs/product.md#311-staff-e-mails): what each member chooses
 * to get, the notices they are about, their bounds, and the portal addresses they link to.
 */
import { z } from 'zod';
import { townshipDateFormat } from './format-date.ts';

/** As they happen (the default), one daily digest instead, or none. */
export const STAFF_MAIL_CHOICES = ['immediate', 'digest', 'none'] as const;
export type StaffMailChoice = (typeof STAFF_MAIL_CHOICES)[number];

/** A member's setting, as GET answers it and PUT takes it. */
export const staffMailSettingSchema = z
  .object({ mail: z.enum(STAFF_MAIL_CHOICES, { error: 'Choose immediate, digest or none.' }) })
  .strict();
export type StaffMailSetting = z.infer<typeof staffMailSettingSchema>;

/** What happened to a request that a staff member hears about. */
export const STAFF_NOTICE_KINDS = ['assigned', 'reopened', 'information', 'overdue', 'work-completed'] as const;
export type StaffNoticeKind = (typeof STAFF_NOTICE_KINDS)[number];

/**
 * One notice: the request as a staff e-mail names it (never its submitter), what happened, when,
 * and the staff member who did it, where one did.
 */
export interface StaffNotice {
  kind: StaffNoticeKind;
  requestId: string;
  reference: string;
  category: string;
  address: string;
  /** ISO instant. */
  at: string;
  /** The staff member's name who did it; null for what a resident or the clock did. */
  by: string | null;
}

export const STAFF_MAIL = {
  /** Notices one digest lists; past it the digest says "and N more". */
  digestMax: 50,
  /** The township's hour (0 to 23) daily digests go out at when STAFF_DIGEST_HOUR is unset. */
  defaultDigestHour: 7,
  /** Requests one overdue sweep announces at most; the next sweep goes on from there. */
  overdueBatch: 200,
  /** Members whose digests one pass sends at most; the next pass goes on. */
  digestBatch: 100,
  /** How often the Node server sweeps (Firebase: a scheduled function at the same pace). */
  sweepEveryMs: 5 * 60_000,
  /** How far back the very first overdue sweep looks, so it does not announce years of backlog. */
  firstSweepLookbackMs: 24 * 60 * 60_000,
} as const;

export { STAFF_NOTIFICATIONS_PATH } from './app-paths.ts';

/**
 * A request's staff detail screen, below the app's root.
 * @example staffRequestPath('q3ZrT0bW8sLkP1mXa9Yc') // '/staff/requests/q3ZrT0bW8sLkP1mXa9Yc'
 */
export function staffRequestPath(id: string): string {
  return `/staff/requests/${encodeURIComponent(id)}`;
}

const hourFormat = townshipDateFormat('en', { hour: 'numeric', hourCycle: 'h23' });

/**
 * The hour (0 to 23) on the township's clock at an instant: daily digests go out from
 * STAFF_DIGEST_HOUR on.
 * @example townshipHour(new Date('2026-11-21T14:00:00Z')) // 9
 */
export function townshipHour(instant: Date): number {
  return Number(hourFormat.formatToParts(instant).find((part) => part.type === 'hour')?.value ?? 0) % 24;
}
