/** How a filter is split between Firestore and the process, within Firestore's query limits. */
import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { PRIORITIES, STATUSES } from '#domain/requests/constants.ts';
import { CATEGORIES } from '#domain/testing/sample-township.ts';
import { MAX_DISJUNCTIONS, passesResidual, planFilter, residualFields } from './firestore-request-plan.ts';

const disjunctions = (plan: ReturnType<typeof planFilter>) =>
  plan.lists.reduce((product, list) => product * list.values.length, 1);

describe('planFilter', () => {
  it('answers nothing for an empty list, and drops a list naming every value', () => {
    expect(planFilter({ categories: [] }, null).none).toBe(true);
    const plan = planFilter({ statuses: [...STATUSES, 'New'], priorities: [...PRIORITIES] }, null);
    expect(plan).toMatchObject({ none: false, lists: [], residual: null });
  });

  it('keeps lists in Firestore up to 30 disjunctions, and checks the largest here beyond', () => {
    const at30 = planFilter({ categories: CATEGORIES.slice(0, 15), statuses: ['New', 'Closed'] }, null);
    expect(disjunctions(at30)).toBe(MAX_DISJUNCTIONS);
    expect(at30.residual).toBeNull();
    // 16 categories are every one: no filter. 15 x 4 statuses would be 60.
    const over = planFilter({ categories: CATEGORIES.slice(0, 15), statuses: [...STATUSES].slice(0, 3) }, null);
    expect(over.lists).toEqual([{ field: 'status', values: ['New', 'In Progress', 'Resolved'] }]);
    expect(over.residual?.lists).toEqual([{ field: 'category', values: CATEGORIES.slice(0, 15) }]);
    expect(disjunctions(over)).toBeLessThanOrEqual(MAX_DISJUNCTIONS);
  });

  it('looks up the longest search word and checks the others here', () => {
    const plan = planFilter({ words: ['st', 'main', 'st'] }, null);
    expect(plan.contains).toBe('main');
    expect(plan.residual).toEqual({ lists: [], ranges: [], words: ['st'] });
    expect(residualFields(plan.residual!)).toEqual(['searchWords']);
    expect(passesResidual({ searchWords: ['m', 'ma', 's', 'st'] }, plan.residual!)).toBe(true);
    expect(passesResidual({ searchWords: ['m', 'ma', 's'] }, plan.residual!)).toBe(false);
  });

  it('gives Firestore the range on the field the query is ordered by, and checks the other here', () => {
    const filter = { createdFrom: new Date(1000), dueBefore: new Date(5000) };
    const plan = planFilter(filter, 'dueAt');
    expect(plan.range).toEqual({ field: 'dueAt', beforeMs: 5000 });
    expect(plan.residual?.ranges).toEqual([{ field: 'createdAt', fromMs: 1000, beforeMs: undefined }]);
    // On the millisecond the request reads back with: 999.5 ms rounds to 1000.
    expect(passesResidual({ createdAt: new Timestamp(0, 999_500_000) }, plan.residual!)).toBe(true);
    expect(passesResidual({ createdAt: new Timestamp(0, 999_499_000) }, plan.residual!)).toBe(false);
    expect(passesResidual({}, plan.residual!)).toBe(false);
  });

  it('asks Firestore for the requests awaiting review with the one flag, kept among its lists', () => {
    const plan = planFilter(
      { review: 'pending', categories: CATEGORIES.slice(0, 15), statuses: ['New', 'In Progress', 'Closed'] },
      null,
    );
    expect(plan.lists).toContainEqual({ field: 'reviewPending', values: [true] });
    expect(plan.residual?.lists).toEqual([{ field: 'category', values: CATEGORIES.slice(0, 15) }]);
    expect(planFilter({}, null).lists).toEqual([]);
  });

  it('keeps unassigned (null) and the no-department key as equalities', () => {
    const plan = planFilter({ assignedTo: null, departments: [''] }, null);
    expect(plan.lists).toEqual([
      { field: 'departmentKey', values: [''] },
      { field: 'assignedTo', values: [null] },
    ]);
  });
});
