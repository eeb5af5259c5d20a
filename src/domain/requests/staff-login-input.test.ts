import { describe, expect, it } from 'vitest';
import { LOGIN_MESSAGES, staffLoginFormSchema } from './staff-login-input.ts';

describe.each([
  [{ email: 'a@b.org', password: 'x' }, null],
  [{ email: '  a@b.org ', password: 'x' }, null],
  [{ email: '', password: 'x' }, LOGIN_MESSAGES.emailRequired],
  [{ email: 'not-an-email', password: 'x' }, LOGIN_MESSAGES.emailInvalid],
  [{ email: 'a@b.org', password: '' }, LOGIN_MESSAGES.passwordRequired],
  // Zod's English default, which zod/mini only has because staff-input.ts loads it.
  [{ email: 'a@b.org', password: 'x'.repeat(129) }, 'Too big: expected string to have <=128 characters'],
])('staffLoginFormSchema(%j)', (input, message) => {
  it(message ? `fails with "${message}"` : 'passes', () => {
    const result = staffLoginFormSchema.safeParse(input);
    if (message === null) expect(result.success).toBe(true);
    else expect(result.error?.issues.map((issue) => issue.message)).toEqual([message]);
  });
});
