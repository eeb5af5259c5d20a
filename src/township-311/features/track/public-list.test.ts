import { describe, expect, it } from 'vitest';
import { isPublicListRow, upsertPublicRow, type PublicRow } from './public-list.ts';

const row = (id: string, createdAt: string, status: PublicRow['status'] = 'New'): PublicRow => ({
  id,
  category: 'Graffiti',
  status,
  address: '20 Main St',
  createdAt,
  lastUpdatedAt: createdAt,
  location: null,
});

const a = row('a', '2025-01-01T10:00:00.000Z');
const b = row('b', '2025-01-02T10:00:00.000Z');
const c = row('c', '2025-01-03T10:00:00.000Z');

describe.each([
  ['adds a new row at the top', [b, a], c, ['c', 'b', 'a']],
  ['replaces a changed row in place', [c, b, a], row('b', b.createdAt, 'Closed'), ['c', 'b', 'a']],
  ['adds a row to an empty list', [], a, ['a']],
  ['puts an older row where it belongs', [c, a], b, ['c', 'b', 'a']],
] as const)('upsertPublicRow: %s', (_name, rows, changed, ids) => {
  it(`gives ${ids.join(', ')}`, () => {
    expect(upsertPublicRow(rows, changed).map((item) => item.id)).toEqual(ids);
  });
});

describe('upsertPublicRow', () => {
  it('keeps the changed data', () => {
    const [first] = upsertPublicRow([c, b], row('c', c.createdAt, 'In Progress'));
    expect(first?.status).toBe('In Progress');
  });
  it('caps the list, dropping the oldest', () => {
    expect(upsertPublicRow([b, a], c, 2).map((item) => item.id)).toEqual(['c', 'b']);
  });
  it('does not change the list it was given', () => {
    const rows = [b, a];
    upsertPublicRow(rows, c);
    expect(rows).toEqual([b, a]);
  });
});

describe.each([
  [row('a', '2025-01-01T10:00:00.000Z'), true],
  [{ ...row('a', '2025-01-01T10:00:00.000Z'), extra: 1 }, true],
  [{ id: 'a', category: 'Graffiti' }, false],
  [{ ...row('a', '2025-01-01T10:00:00.000Z'), createdAt: 5 }, false],
  [{ ...row('a', '2025-01-01T10:00:00.000Z'), status: 'Archived' }, false],
  [{ ...row('a', '2025-01-01T10:00:00.000Z'), category: 'Pothole' }, false],
  [null, false],
  ['a', false],
])('isPublicListRow(%j)', (data, expected) => {
  it(`is ${String(expected)}`, () => {
    expect(isPublicListRow(data)).toBe(expected);
  });
});
