import { describe, expect, it } from 'vitest';
import { PRIORITIES, STATUSES } from '#domain/requests/constants.ts';
import { priorityBadgeClasses, statusBadgeClasses } from './request-badges.ts';

describe.each(STATUSES.map((status) => [status]))('statusBadgeClasses(%s)', (status) => {
  it('has a background, a text colour and a border', () => {
    expect(statusBadgeClasses(status)).toMatch(/ bg-\w+-100 .*text-\w+-[89]00/);
    expect(statusBadgeClasses(status)).toContain('border-');
  });
});

describe.each(PRIORITIES.map((priority) => [priority]))('priorityBadgeClasses(%s)', (priority) => {
  it('has a background, a text colour and a border', () => {
    expect(priorityBadgeClasses(priority)).toMatch(/ bg-\w+-100 .*text-\w+-[89]00/);
  });
});

describe('badge colours', () => {
  it('gives every status its own colour', () => {
    expect(new Set(STATUSES.map(statusBadgeClasses)).size).toBe(STATUSES.length);
  });
  it('gives every priority its own colour', () => {
    expect(new Set(PRIORITIES.map(priorityBadgeClasses)).size).toBe(PRIORITIES.length);
  });
  it('falls back to neutral colours for an unknown value', () => {
    expect(statusBadgeClasses('Archived')).toContain('bg-slate-100');
    expect(priorityBadgeClasses('Urgent')).toContain('bg-slate-100');
  });
});
