import { expect, it } from 'vitest';
import { EMAIL_MESSAGES, emailProblem } from './email-check.ts';

it.each([
  ['fay@example.org', null],
  ['  fay@example.org ', null],
  ['', EMAIL_MESSAGES.noEmail],
  ['   ', EMAIL_MESSAGES.noEmail],
  ['fay-at-example', EMAIL_MESSAGES.badEmail],
  ['fay@example', EMAIL_MESSAGES.badEmail],
  ['fay @example.org', EMAIL_MESSAGES.badEmail],
])('emailProblem(%j) is %s', (email, expected) => {
  expect(emailProblem(email)).toBe(expected);
});
