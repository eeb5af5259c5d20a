import { describe, expect, it } from 'vitest';
import { FOLLOW_MESSAGES, emailProblem } from './follow-messages.ts';

describe.each([
  ['fay@example.org', null],
  ['  fay@example.org ', null],
  ['', FOLLOW_MESSAGES.noEmail],
  ['   ', FOLLOW_MESSAGES.noEmail],
  ['fay-at-example', FOLLOW_MESSAGES.badEmail],
  ['fay@example', FOLLOW_MESSAGES.badEmail],
  ['fay @example.org', FOLLOW_MESSAGES.badEmail],
])('emailProblem(%j)', (email, expected) => {
  it(`is ${String(expected)}`, () => {
    expect(emailProblem(email)).toBe(expected);
  });
});
