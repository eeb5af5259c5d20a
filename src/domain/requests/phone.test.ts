import { describe, expect, it } from 'vitest';
import { formatPhone, telHref } from './phone-format.ts';
import { PHONE_MESSAGES, parsePhone, toE164 } from './phone.ts';

it.each([
  ['(609) 555-0142', '+16095550142'],
  ['609.555.0142', '+16095550142'],
  ['609 555 0142', '+16095550142'],
  ['6095550142', '+16095550142'],
  ['+1 609 555 0142', '+16095550142'],
  ['+1 (609) 555-0142', '+16095550142'],
  ['1-609-555-0142', '+16095550142'],
  ['1 (609) 555-0142', '+16095550142'],
  ['  609-555-0142  ', '+16095550142'],
  ['609/555-0142', '+16095550142'],
  ['+16095550142', '+16095550142'],
  ['+44 20 7946 0958', '+442079460958'],
  ['011 44 20 7946 0958', '+442079460958'],
  ['+49 30 901820', '+4930901820'],
  ['+353 1 234 5678', '+35312345678'],
  ['+86 138 0013 8000', '+8613800138000'],
])('accepts %s as %s', (typed, e164) => {
  expect(parsePhone(typed)).toEqual({ ok: true, e164 });
  expect(toE164(typed)).toBe(e164);
});

describe.each([
  ['letters', 'call me', PHONE_MESSAGES.characters],
  ['a vanity number', '1-800-FLOWERS', PHONE_MESSAGES.characters],
  ['an extension', '609-555-0142 x12', PHONE_MESSAGES.characters],
  ['a plus inside', '609+555+0142', PHONE_MESSAGES.characters],
  ['nothing', '', PHONE_MESSAGES.characters],
  ['only separators', '() -', PHONE_MESSAGES.us],
  ['seven digits, no area code', '555-0142', PHONE_MESSAGES.us],
  ['too short', '12', PHONE_MESSAGES.us],
  ['nine digits', '609-555-014', PHONE_MESSAGES.us],
  ['eleven digits not starting with 1', '26095550142', PHONE_MESSAGES.us],
  ['twelve digits', '609-555-0142-1', PHONE_MESSAGES.us],
  ['+1 with nine digits', '+1 609 555 014', PHONE_MESSAGES.us],
  ['+1 with eleven digits', '+1 609 555 01423', PHONE_MESSAGES.us],
  ['an area code starting with 0', '(009) 555-0142', PHONE_MESSAGES.nanp],
  ['an area code starting with 1', '(109) 555-0142', PHONE_MESSAGES.nanp],
  ['an N11 area code', '(411) 555-0142', PHONE_MESSAGES.nanp],
  ['an exchange starting with 0', '(609) 055-0142', PHONE_MESSAGES.nanp],
  ['an exchange starting with 1', '+1 609 155 0142', PHONE_MESSAGES.nanp],
  ['a country code starting with 0', '+0 20 7946 0958', PHONE_MESSAGES.international],
  ['too short with a country code', '+44 1234', PHONE_MESSAGES.international],
  ['too long with a country code', '+44 1234 5678 9012 34', PHONE_MESSAGES.international],
])('refuses %s', (_label, typed, message) => {
  it(`with "${message.slice(0, 40)}…"`, () => {
    expect(parsePhone(typed)).toEqual({ ok: false, message });
    expect(toE164(typed)).toBeNull();
  });
});

it.each([
  ['+16095550142', '(609) 555-0142'],
  ['+442079460958', '+442079460958'],
  ['609-555-0142', '609-555-0142'],
])('formatPhone(%s) is %s', (stored, shown) => {
  expect(formatPhone(stored)).toBe(shown);
});

it.each([
  ['+16095550142', 'tel:+16095550142'],
  ['(609) 555-0142', 'tel:6095550142'],
])('telHref(%s) is %s', (stored, href) => {
  expect(telHref(stored)).toBe(href);
});
