import { describe, expect, it } from 'vitest';
import { passwordLinkMail } from './staff-mail.ts';

const mail = (minutes: number) =>
  passwordLinkMail({
    township: 'Ashford',
    email: 'sam@example.org',
    link: 'https://311.example.org/staff/reset/t',
    minutes,
  });

describe('passwordLinkMail', () => {
  it('names the township, the account and the link, and says what to do if nobody asked', () => {
    const { subject, body } = mail(60);
    expect(subject).toBe('Set a new password for Ashford 311');
    expect(body).toContain('staff account of sam@example.org');
    expect(body.split('\n')).toContain('https://311.example.org/staff/reset/t');
    expect(body).toContain('If you did not ask for this, ignore this email: your password stays as it is.');
  });

  it.each([
    [60, 'within 1 hour.'],
    [120, 'within 2 hours.'],
    [90, 'within 90 minutes.'],
  ])('says a link of %i minutes lasts %s', (minutes, words) => {
    expect(mail(minutes).body).toContain(words);
  });
});
