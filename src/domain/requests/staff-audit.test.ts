import { describe, expect, it } from 'vitest';
import { auditPageQuerySchema, auditSummary, isAuditId, type AuditEntry } from './staff-audit.ts';

it.each<[Pick<AuditEntry, 'action' | 'from' | 'to'>, string]>([
  [{ action: 'created', from: null, to: 'manager' }, 'Account created as Manager'],
  [{ action: 'deleted', from: null, to: null }, 'Account deleted'],
  [{ action: 'role-changed', from: 'worker', to: 'admin' }, 'Role changed from Worker to Admin'],
  [
    { action: 'department-changed', from: 'Health', to: 'Engineering' },
    'Department changed from Health to Engineering',
  ],
  [{ action: 'deactivated', from: null, to: null }, 'Account deactivated'],
  [{ action: 'reactivated', from: null, to: null }, 'Account reactivated'],
  [{ action: 'password-changed', from: null, to: null }, 'Password changed'],
  [{ action: 'password-reset-issued', from: null, to: 'temporary' }, 'Temporary password issued'],
  [{ action: 'password-reset-issued', from: null, to: 'link' }, 'Password reset link issued'],
  [{ action: 'password-reset-issued', from: null, to: 'email' }, 'Password link e-mailed on request'],
  [{ action: 'password-reset-used', from: null, to: null }, 'Password set with a reset link'],
])('auditSummary(%j) is %s', (entry, expected) => {
  expect(auditSummary(entry)).toBe(expected);
});

describe('the page query', () => {
  it.each([
    [{}, true],
    [{ limit: '25', cursor: '0lqzk3b2w0001x7k2ab' }, true],
    [{ limit: '0' }, false],
    [{ limit: '101' }, false],
    [{ limit: '1e2' }, false],
    [{ cursor: '../../etc' }, false],
  ])('%j is valid: %s', (query, valid) => {
    expect(auditPageQuerySchema.safeParse(query).success).toBe(valid);
  });

  it('turns the limit into a number', () => {
    expect(auditPageQuerySchema.parse({ limit: '7' })).toEqual({ limit: 7 });
    expect(isAuditId('0LQZK3B2W0001X7K2AB')).toBe(false);
  });
});
