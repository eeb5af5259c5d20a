import { describe, expect, it } from 'vitest';
import type { BulkSummary } from '#domain/requests/bulk-change.ts';
import { bulkChoices, refusalLines, selectedText, summaryHeadline } from './bulk-choices.ts';
import { pageSelection } from './use-selection.ts';

const ID = 'AAAAbbbb1111cccc2222';
const changed = (count: number) => Array.from({ length: count }, () => ({ id: ID, reference: 'K7QM3XPA' }));

describe('the bulk summary', () => {
  it.each<[BulkSummary, string]>([
    [{ changed: changed(1), refused: [] }, 'Changed 1 request.'],
    [{ changed: changed(30), refused: [] }, 'Changed 30 requests.'],
    [{ changed: [], refused: [{ id: ID, reference: null, reason: 'notFound' }] }, 'Changed 0 requests. Refused 1.'],
  ])('%j reads %s', (summary, headline) => {
    expect(summaryHeadline(summary)).toBe(headline);
  });

  it('names each refused request by its reference, or its short id when it has none, with the reason', () => {
    expect(
      refusalLines({
        changed: [],
        refused: [
          { id: ID, reference: 'K7QM3XPA', reason: 'unchanged' },
          { id: ID, reference: null, reason: 'notFound' },
          { id: ID, reference: 'NDAP7B5V', reason: 'conflict' },
        ],
      }),
    ).toEqual([
      'K7QM-3XPA: already in that state',
      'AAAAbbbb…: not found',
      'NDAP-7B5V: not saved (another change got in the way); try again',
    ]);
  });

  it.each([
    [0, '0 requests selected'],
    [1, '1 request selected'],
    [100, '100 requests selected'],
  ])('counts %i selected', (count, text) => {
    expect(selectedText(count)).toBe(text);
  });
});

describe('bulkChoices', () => {
  it('offers Unassigned and the active members, each with the change it sends', () => {
    const members = [
      { id: 'a', name: 'Ann', department: 'Parks' },
      { id: 'b', name: 'Bo', department: 'Roads', active: false },
    ];
    expect(bulkChoices('assignee', members)).toEqual([
      { label: 'Unassigned', change: { assignedTo: null } },
      { label: 'Ann (Parks)', change: { assignedTo: 'a' } },
    ]);
    expect(bulkChoices('status', members).map((choice) => choice.change)).toEqual([
      { status: 'New' },
      { status: 'In Progress' },
      { status: 'Resolved' },
      { status: 'Closed' },
    ]);
  });
});

it.each([
  [[], 'none'],
  [['a'], 'some'],
  [['a', 'b'], 'all'],
  [['z'], 'none'],
])('with %j chosen of a page of a and b, the page box is %s', (chosen, state) => {
  expect(pageSelection(['a', 'b'], new Set(chosen))).toBe(state);
});
