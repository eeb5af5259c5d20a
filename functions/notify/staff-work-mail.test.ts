import { describe, expect, it } from 'vitest';
import type { StaffNotice, StaffNoticeKind } from '#domain/requests/staff-mail.ts';
import { staffAssignmentsMail, staffDigestMail, staffNoticeMail } from './staff-work-mail.ts';

const APP = 'https://311.example.org';

const notice = (kind: StaffNoticeKind, overrides: Partial<StaffNotice> = {}): StaffNotice => ({
  kind,
  requestId: 'q3ZrT0bW8sLkP1mXa9Yc',
  reference: 'K7QM-3XPA',
  category: 'Streetlight Outage',
  address: '12 Elm Street',
  at: '2026-11-21T14:00:00.000Z',
  by: 'Morgan Manager',
  ...overrides,
});

describe('staffNoticeMail', () => {
  it.each([
    ['assigned', 'K7QM-3XPA assigned to you: Streetlight Outage', 'Morgan Manager assigned request K7QM-3XPA to you.'],
    [
      'reopened',
      'K7QM-3XPA reopened by the resident: Streetlight Outage',
      'The resident said request K7QM-3XPA is not fixed, and it is open again.',
    ],
    [
      'information',
      'K7QM-3XPA the resident added information: Streetlight Outage',
      'The resident added information to request K7QM-3XPA.',
    ],
    ['overdue', 'K7QM-3XPA overdue: Streetlight Outage', 'Request K7QM-3XPA is past its due date and still open.'],
    [
      'work-completed',
      'K7QM-3XPA work completed, awaiting review: Streetlight Outage',
      'Morgan Manager reported the work on request K7QM-3XPA completed. It awaits your review.',
    ],
  ] as const)('words %s', (kind, subject, sentence) => {
    const mail = staffNoticeMail(APP, 'Ashford', notice(kind));
    expect(mail.subject).toBe(subject);
    expect(mail.body.split('\n')[0]).toBe(sentence);
  });

  it('carries the reference, category, address, the staff detail link and the setting link', () => {
    const lines = staffNoticeMail(APP, 'Ashford', notice('assigned')).body.split('\n');
    expect(lines).toEqual(
      expect.arrayContaining([
        'Reference: K7QM-3XPA',
        'Category: Streetlight Outage',
        'Address: 12 Elm Street',
        'Open it: https://311.example.org/staff/requests/q3ZrT0bW8sLkP1mXa9Yc',
        'You get these e-mails as things happen. To change that, or to stop them, open: https://311.example.org/staff/account/notifications',
      ]),
    );
  });

  it('says so when a request has no address', () => {
    expect(staffNoticeMail(APP, 'Ashford', notice('overdue', { address: '' })).body).toContain(
      'Address: no address given',
    );
  });
});

describe('staffDigestMail', () => {
  it('lists each notice with its time and link, and the setting link', () => {
    const mail = staffDigestMail(
      APP,
      'Ashford',
      [notice('assigned'), notice('overdue', { reference: 'B2CD-3EFG' })],
      0,
    );
    expect(mail.subject).toBe('Your Ashford 311 digest: 2 updates');
    expect(mail.body).toContain('Nov 21, 2026, 9:00 AM: Morgan Manager assigned request K7QM-3XPA to you.');
    expect(mail.body).toContain('Request B2CD-3EFG is past its due date and still open.');
    expect(mail.body).toContain('  Open it: https://311.example.org/staff/requests/q3ZrT0bW8sLkP1mXa9Yc');
    expect(mail.body).toContain('You get these e-mails as one daily digest.');
    expect(mail.body).not.toContain('more');
  });

  it('says how many more there were past the bound', () => {
    const mail = staffDigestMail(APP, 'Ashford', [notice('assigned')], 7);
    expect(mail.subject).toBe('Your Ashford 311 digest: 8 updates');
    expect(mail.body).toContain('And 7 more. See them in the portal: https://311.example.org/staff/requests');
  });

  it('counts one update in the singular', () => {
    expect(staffDigestMail(APP, 'Ashford', [notice('information')], 0).subject).toBe(
      'Your Ashford 311 digest: 1 update',
    );
  });
});

describe('staffAssignmentsMail', () => {
  it('lists every request a bulk change assigned, with its link, and the setting link', () => {
    const mail = staffAssignmentsMail(APP, 'Ashford', [
      notice('assigned'),
      notice('assigned', { reference: 'B2CD-3EFG', requestId: 'other' }),
    ]);
    expect(mail.subject).toBe('2 requests assigned to you');
    const lines = mail.body.split('\n');
    expect(lines[0]).toBe('Morgan Manager assigned 2 requests to you:');
    expect(lines).toEqual(
      expect.arrayContaining([
        'Reference: K7QM-3XPA',
        'Reference: B2CD-3EFG',
        'Open it: https://311.example.org/staff/requests/other',
        'You get these e-mails as things happen. To change that, or to stop them, open: https://311.example.org/staff/account/notifications',
      ]),
    );
  });
});
