import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ADMIN, renderStaff, stubApi } from '../../../testing/staff-harness.tsx';
import { AuditLogScreen } from './AuditLogScreen.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

const person = (name: string) => ({ id: name, name, email: `${name.toLowerCase()}@township.example` });
const entry = (id: string, action: string, from: string | null, to: string | null) => ({
  id,
  at: '2026-11-21T14:00:00.000Z',
  action,
  actor: person('Avery'),
  subject: person('Wes'),
  from,
  to,
});

describe('AuditLogScreen', () => {
  it('lists entries newest first and reads older pages on request', async () => {
    const { calls } = stubApi({
      'GET /api/admin/audit': (call) =>
        call.search?.includes('cursor=')
          ? { status: 200, body: { entries: [entry('b', 'created', null, 'worker')], nextCursor: null } }
          : { status: 200, body: { entries: [entry('a', 'role-changed', 'worker', 'manager')], nextCursor: 'a' } },
    });
    renderStaff(<AuditLogScreen />, { path: '/311/staff/users/audit', staff: ADMIN });
    expect(await screen.findByRole('cell', { name: 'Role changed from Worker to Manager' })).toBeInTheDocument();
    expect(screen.getAllByRole('cell', { name: 'Nov 21, 2026, 9:00 AM' })).toHaveLength(1);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Show older entries' }));
    expect(await screen.findByRole('cell', { name: 'Account created as Worker' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show older entries' })).toBeNull();
    expect(calls.map((call) => call.search ?? '')).toEqual(['', '?cursor=a']);
  });
});
