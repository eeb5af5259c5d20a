import { describe, expect, it } from 'vitest';
import {
  STAFF_MESSAGES,
  assigneeChangeSchema,
  createStaffSchema,
  loginSchema,
  noteSchema,
  priorityChangeSchema,
  statusChangeSchema,
} from './staff-input.ts';

const staff = {
  name: 'Sam Lee',
  email: 'Sam@Example.org',
  password: 'secret1',
  department: 'Public Works',
};

function firstMessage(result: { success: boolean; error?: { issues: { message: string }[] } }) {
  return result.success ? null : result.error!.issues[0]!.message;
}

describe('createStaffSchema', () => {
  it('defaults the role to worker and lower-cases the e-mail', () => {
    expect(createStaffSchema.parse(staff)).toEqual({ ...staff, email: 'sam@example.org', role: 'worker' });
  });
});

it.each([
  [{ password: '12345' }, STAFF_MESSAGES.passwordTooShort],
  [{ password: '123456' }, null],
  [{ password: 'x'.repeat(129) }, 'Password must be at most 128 characters long.'],
  [{ password: '' }, STAFF_MESSAGES.staffFieldsRequired],
  [{ name: ' ' }, STAFF_MESSAGES.staffFieldsRequired],
  [{ email: undefined }, STAFF_MESSAGES.staffFieldsRequired],
  [{ email: 'nope' }, 'Please enter a valid email address.'],
  [{ department: '' }, STAFF_MESSAGES.staffFieldsRequired],
  [{ department: 'Space Force' }, STAFF_MESSAGES.staffFieldsRequired],
  [{ role: 'admin' }, null],
  [{ role: 'resident' }, 'Invalid option: expected one of "worker"|"manager"|"admin"|"developer"'],
])('createStaffSchema with %j gives %j', (change, expected) => {
  expect(firstMessage(createStaffSchema.safeParse({ ...staff, ...change }))).toBe(expected);
});

describe.each([
  [noteSchema, { text: 'Crew on site' }, true],
  [noteSchema, { text: '   ' }, false],
  [noteSchema, { text: '' }, false],
  [noteSchema, {}, false],
  [noteSchema, { text: 'x'.repeat(2001) }, false],
  [statusChangeSchema, { status: 'Resolved' }, true],
  [statusChangeSchema, { status: 'Done' }, false],
  [priorityChangeSchema, { priority: 'Emergency' }, true],
  [priorityChangeSchema, { priority: 'emergency' }, false],
  [assigneeChangeSchema, { assignedTo: 'u1' }, true],
  [assigneeChangeSchema, { assignedTo: null }, true],
  [assigneeChangeSchema, { assignedTo: '' }, false],
  [assigneeChangeSchema, {}, false],
  [loginSchema, { email: 'a@b.example', password: 'x' }, true],
  [loginSchema, { email: 'a@b.example', password: '' }, false],
])('%#: parse %j', (schema, value, ok) => {
  it(ok ? 'passes' : 'fails', () => {
    expect(schema.safeParse(value).success).toBe(ok);
  });
});

it('a missing password is reported once', () => {
  const result = createStaffSchema.safeParse({ ...staff, password: '' });
  expect(result.error?.issues.map((issue) => issue.message)).toEqual([STAFF_MESSAGES.staffFieldsRequired]);
});

it('blank note text gets the blank message', () => {
  expect(firstMessage(noteSchema.safeParse({ text: ' ' }))).toBe(STAFF_MESSAGES.blankText);
});
