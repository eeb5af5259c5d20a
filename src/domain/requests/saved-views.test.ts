import { describe, expect, it } from 'vitest';
import {
  mayManageView,
  savedViewChangeSchema,
  savedViewConflict,
  savedViewInputSchema,
  savedViewSearch,
  storedViewSearchSchema,
} from './saved-views.ts';

describe('savedViewSearch', () => {
  it.each([
    ['', ''],
    ['?after=abc&status=New', '?status=New'],
    ['?hide=priority&overdue=1&hide=id&sort=due', '?overdue=1&sort=due&hide=id&hide=priority'],
    ['?status=Nope', '?status=Nope'],
    ['?sort=due&review=pending&after=abc', '?review=pending&sort=due'],
  ])('saves %j as %j', (search, saved) => {
    expect(savedViewSearch(search)).toBe(saved);
  });
});

describe('storedViewSearchSchema', () => {
  it.each(['', '?status=New', '?category=Removed+since&after=abc', `?q=${'x'.repeat(1997)}`])(
    'keeps %j as it is',
    (search) => {
      expect(storedViewSearchSchema.parse(search)).toBe(search);
    },
  );

  it.each(['status=New', 'https://example.org/?status=New', `?q=${'x'.repeat(1998)}`, 7])('refuses %j', (search) => {
    expect(storedViewSearchSchema.safeParse(search).success).toBe(false);
  });
});

describe('savedViewInputSchema', () => {
  it('trims the name, reads the view as the list does and shares nothing by default', () => {
    expect(savedViewInputSchema.parse({ name: ' Mine ', view: '?before=abc&overdue=1' })).toEqual({
      name: 'Mine',
      view: '?overdue=1',
      shared: false,
    });
  });

  it.each([
    [{ name: ' ', view: '' }, 'Please enter a name for the view.'],
    [{ name: 'x'.repeat(61), view: '' }, 'The name must be at most 60 characters.'],
    [{ name: 'A', view: '?size=7' }, 'This view has a filter the list cannot use, so it cannot be saved.'],
    [{ name: 'A', view: 3 }, 'This view has a filter the list cannot use, so it cannot be saved.'],
  ])('refuses %j', (input, message) => {
    const result = savedViewInputSchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toContain(message);
  });

  it('asks a change for a name or a share', () => {
    expect(savedViewChangeSchema.safeParse({}).success).toBe(false);
    expect(savedViewChangeSchema.parse({ shared: true })).toEqual({ shared: true });
  });
});

describe('savedViewConflict', () => {
  const mine = [
    { id: 'a', name: 'Overdue' },
    { id: 'b', name: 'New' },
  ];
  it.each([
    [{ name: 'OVERDUE' }, 25, undefined, 'duplicate'],
    [{ name: 'Other' }, 2, undefined, 'full'],
    [{ name: 'Other' }, 3, undefined, null],
    [{ name: 'overdue' }, 2, 'a', null],
  ] as const)('%j with %i at most (self %s) is %s', (candidate, max, selfId, expected) => {
    expect(savedViewConflict(mine, candidate, max, selfId)).toBe(expected);
  });
});

describe('mayManageView', () => {
  const owner = { id: 'm1', name: 'Morgan' };
  it.each([
    [false, { id: 'm1', role: 'worker' }, true],
    [false, { id: 'a1', role: 'admin' }, false],
    [true, { id: 'a1', role: 'admin' }, true],
    [true, { id: 'w1', role: 'manager' }, false],
  ])('shared %s, member %j: %s', (shared, member, expected) => {
    expect(mayManageView({ owner, shared }, member)).toBe(expected);
  });
});
