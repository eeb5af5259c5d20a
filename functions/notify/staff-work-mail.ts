/**
 * E-mails to staff about their work (docs/product.md#311-staff-e-mails), worded here in English
 * as the portal is. Each names the request by reference, category and address only: never its
 * submitter, whatever the recipient's role may see in the portal.
 */
import { formatRequestDate } from '#domain/requests/format-date.ts';
import {
  STAFF_NOTIFICATIONS_PATH,
  staffRequestPath,
  type StaffMailChoice,
  type StaffNotice,
} from '#domain/requests/staff-mail.ts';

interface StaffMail {
  subject: string;
  body: string;
}

/** What happened, as a sentence about the request. */
function happened(notice: StaffNotice): string {
  const request = `request ${notice.reference}`;
  switch (notice.kind) {
    case 'assigned':
      return `${notice.by ?? 'A staff member'} assigned ${request} to you.`;
    case 'reopened':
      return `The resident said ${request} is not fixed, and it is open again.`;
    case 'information':
      return `The resident added information to ${request}.`;
    case 'overdue':
      return `${request.charAt(0).toUpperCase()}${request.slice(1)} is past its due date and still open.`;
    case 'work-completed':
      return `${notice.by ?? 'A staff member'} reported the work on ${request} completed. It awaits your review.`;
  }
}

/** The subject's words for each kind, after the reference. */
const HEADLINE: Record<StaffNotice['kind'], string> = {
  assigned: 'assigned to you',
  reopened: 'reopened by the resident',
  information: 'the resident added information',
  overdue: 'overdue',
  'work-completed': 'work completed, awaiting review',
};

/** What the member gets now, and where to change it: the last lines of every staff e-mail. */
function settingLines(appUrl: string, choice: Exclude<StaffMailChoice, 'none'>): string[] {
  const now =
    choice === 'immediate' ? 'You get these e-mails as things happen.' : 'You get these e-mails as one daily digest.';
  return [`${now} To change that, or to stop them, open: ${appUrl}${STAFF_NOTIFICATIONS_PATH}`];
}

/** The request's lines: reference, category, address and the link to its staff detail. */
function requestLines(appUrl: string, notice: StaffNotice): string[] {
  return [
    `Reference: ${notice.reference}`,
    `Category: ${notice.category}`,
    `Address: ${notice.address || 'no address given'}`,
    `Open it: ${appUrl}${staffRequestPath(notice.requestId)}`,
  ];
}

/**
 * One notice as it happens.
 * @example staffNoticeMail('https://311.example.org', 'Ashford', notice).subject // 'K7QM-3XPA assigned to you: Streetlight Outage'
 */
export function staffNoticeMail(appUrl: string, township: string, notice: StaffNotice): StaffMail {
  return {
    subject: `${notice.reference} ${HEADLINE[notice.kind]}: ${notice.category}`,
    body: [
      happened(notice),
      '',
      ...requestLines(appUrl, notice),
      '',
      `${township} 311`,
      ...settingLines(appUrl, 'immediate'),
    ].join('\n'),
  };
}

/**
 * The daily digest: every notice kept since the last one, oldest first, and how many more came
 * past the bound.
 * @example staffDigestMail('https://311.example.org', 'Ashford', [notice], 0).subject // 'Your Ashford 311 digest: 1 update'
 */
export function staffDigestMail(appUrl: string, township: string, notices: StaffNotice[], more: number): StaffMail {
  const total = notices.length + more;
  const entries = notices.flatMap((notice) => [
    `${formatRequestDate(notice.at)}: ${happened(notice)}`,
    ...requestLines(appUrl, notice).map((line) => `  ${line}`),
    '',
  ]);
  const rest = more > 0 ? [`And ${more} more. See them in the portal: ${appUrl}/staff/requests`, ''] : [];
  return {
    subject: `Your ${township} 311 digest: ${total} ${total === 1 ? 'update' : 'updates'}`,
    body: [
      `Since your last digest:`,
      '',
      ...entries,
      ...rest,
      `${township} 311`,
      ...settingLines(appUrl, 'digest'),
    ].join('\n'),
  };
}

/**
 * Several requests assigned to one member at once (a bulk change): one e-mail listing them all.
 * @example staffAssignmentsMail('https://311.example.org', 'Ashford', [a, b]).subject // '2 requests assigned to you'
 */
export function staffAssignmentsMail(appUrl: string, township: string, notices: readonly StaffNotice[]): StaffMail {
  const by = notices[0]?.by ?? 'A staff member';
  const entries = notices.flatMap((notice) => [...requestLines(appUrl, notice), '']);
  return {
    subject: `${notices.length} requests assigned to you`,
    body: [
      `${by} assigned ${notices.length} requests to you:`,
      '',
      ...entries,
      `${township} 311`,
      ...settingLines(appUrl, 'immediate'),
    ].join('\n'),
  };
}
