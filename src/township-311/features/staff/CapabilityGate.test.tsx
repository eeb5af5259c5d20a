import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ADMIN, renderStaff } from '../../testing/staff-harness.tsx';
import { CapabilityGate } from './CapabilityGate.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('CapabilityGate', () => {
  it('shows the screen to a role that has the capability, and stays on its address', () => {
    renderStaff(
      <CapabilityGate capability="manageResponseTemplates">
        <h1>Response templates</h1>
      </CapabilityGate>,
      { path: '/311/staff/templates', staff: { ...ADMIN, role: 'manager' } },
    );
    expect(screen.getByRole('heading', { name: 'Response templates' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/311/staff/templates');
  });

  it('sends a role without it to the dashboard, replacing the address, with a status line meanwhile', async () => {
    const length = window.history.length;
    renderStaff(
      <CapabilityGate capability="manageUsers">
        <h1>Users</h1>
      </CapabilityGate>,
      { path: '/311/staff/users', staff: { ...ADMIN, role: 'manager' } },
    );
    expect(screen.queryByRole('heading', { name: 'Users' })).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('Taking you to the dashboard…');
    await waitFor(() => {
      expect(window.location.pathname).toBe('/311/staff');
    });
    expect(window.history.length).toBe(length);
  });
});
