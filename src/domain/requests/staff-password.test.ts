import { describe, expect, it } from 'vitest';
import { choosePasswordFormSchema, PASSWORD_MESSAGES, passwordProblem } from './staff-password.ts';

it.each<[string, { email: string; current?: string }, string | null]>([
  ['a long river stone', { email: 'sam@example.org' }, null],
  ['seven77', { email: 'sam@example.org' }, PASSWORD_MESSAGES.tooShort],
  ['x'.repeat(129), { email: 'sam@example.org' }, PASSWORD_MESSAGES.tooLong],
  ['Password1', { email: 'sam@example.org' }, PASSWORD_MESSAGES.tooCommon],
  ['my sam@example.org!', { email: 'Sam@Example.org' }, PASSWORD_MESSAGES.containsEmail],
  ['i am samuel.lee 1', { email: 'samuel.lee@example.org' }, PASSWORD_MESSAGES.containsEmail],
  // A local part under 4 characters is too short to forbid.
  ['sam went home', { email: 'sam@example.org' }, null],
  ['same as before', { email: 'sam@example.org', current: 'same as before' }, PASSWORD_MESSAGES.unchanged],
])('passwordProblem(%j, %j) is %s', (password, context, expected) => {
  expect(passwordProblem(password, context)).toBe(expected);
});

describe('choosePasswordFormSchema', () => {
  const schema = choosePasswordFormSchema('sam@example.org', { withCurrent: true });
  const messages = (values: Record<string, string>) => {
    const result = schema.safeParse(values);
    return result.success ? [] : result.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
  };

  it.each([
    [{ currentPassword: 'old', newPassword: 'a long river stone', confirmPassword: 'a long river stone' }, []],
    [
      { currentPassword: '', newPassword: 'a long river stone', confirmPassword: 'a long river stone' },
      [['currentPassword', PASSWORD_MESSAGES.currentRequired]],
    ],
    [
      { currentPassword: 'old', newPassword: 'a long river stone', confirmPassword: 'a long river' },
      [['confirmPassword', PASSWORD_MESSAGES.mismatch]],
    ],
    [
      { currentPassword: 'old', newPassword: 'password', confirmPassword: 'password' },
      [['newPassword', PASSWORD_MESSAGES.tooCommon]],
    ],
    [
      {
        currentPassword: 'a long river stone',
        newPassword: 'a long river stone',
        confirmPassword: 'a long river stone',
      },
      [['newPassword', PASSWORD_MESSAGES.unchanged]],
    ],
    [
      { currentPassword: 'old', newPassword: '', confirmPassword: '' },
      [['newPassword', PASSWORD_MESSAGES.newRequired]],
    ],
  ])('%j gives %j', (values, expected) => {
    expect(messages(values)).toEqual(expected);
  });

  it('asks for no current password on the reset page', () => {
    const reset = choosePasswordFormSchema('sam@example.org', { withCurrent: false });
    expect(reset.safeParse({ newPassword: 'a long river stone', confirmPassword: 'a long river stone' }).success).toBe(
      true,
    );
  });
});
