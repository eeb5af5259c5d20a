import { describe, expect, it } from 'vitest';
import { EMAIL_MESSAGES, emailProblem } from './email-check.ts';

describe.each([
  ['fay@example.org', null],
  ['  fay@example.org ', null],
  ['', EMAIL_MESSAGES.noEmail],
  ['   ', EMAIL_MESSAGES.noEmail],
  ['fay-at-example', EMAIL_MESSAGES.badEmail],
  ['fay@example', EMAIL_MESSAGES.badEmail],
  ['fay @example.org', EMAIL_MESSAGES.badEmail],
])('emailProblem(%j)', (email, expected) => {
  it(`is ${String(expected)}`, () => {
    expect(emailProblem(email)).toBe(expected);
  });
});
