import { describe, expect, it } from 'vitest';
import { historyAction } from '../messages-311/track-words.ts';
import { cardMessages } from '../messages-311/card-english.ts';
import { sampleRequest } from '../testing/service-request.ts';
import { mergeChange, mergeRefusal, unmergeChange } from './merge.ts';
import type { ServiceRequest } from './request-schemas.ts';

const actor = { id: 'm1', name: 'Morgan Manager' };
const at = new Date('2026-01-02T03:04:05.000Z');
const record = (intoReference: string) => ({
  intoReference,
  previousStatus: 'New' as const,
  addedFollowIds: [],
  mergedAt: at.toISOString(),
});
const a = sampleRequest({ id: 'AAAAAAAAAAAAAAAAAAAA', reference: 'AAAA1111' });
const b = sampleRequest({ id: 'BBBBBBBBBBBBBBBBBBBB', reference: 'BBBB2222' });
const merged = (request: ServiceRequest, into: string): ServiceRequest => ({
  ...request,
  mergedInto: 'CCCCCCCCCCCCCCCCCCCC',
  mergeRecord: record(into),
});

describe('mergeRefusal', () => {
  it.each([
    ['itself', a, a, false, 'A request cannot be merged into itself.'],
    [
      'a merged duplicate',
      merged(a, 'CCCC3333'),
      b,
      false,
      'This request is already merged into CCCC-3333. Undo that merge first.',
    ],
    [
      'into a merged request',
      a,
      merged(b, 'CCCC3333'),
      false,
      'That request is itself merged into CCCC-3333: merge into that one instead.',
    ],
    [
      'a request others were merged into',
      a,
      b,
      true,
      'Other requests are merged into this one, so it cannot be merged into another. Undo those merges first.',
    ],
    ['two plain requests', a, b, false, null],
  ])('%s', (_, duplicate, original, hasMerged, expected) => {
    expect(mergeRefusal(duplicate, original, hasMerged)).toBe(expected);
  });
});

describe('merge and undo changes', () => {
  it('closes the duplicate with both entries and what undo needs', () => {
    const change = mergeChange({ ...a, status: 'In Progress' }, b, ['s1'], actor, at);
    expect(change.set).toEqual({
      status: 'Closed',
      mergedInto: b.id,
      mergeRecord: { ...record('BBBB2222'), previousStatus: 'In Progress', addedFollowIds: ['s1'] },
    });
    expect(change.history.map((entry) => entry.action)).toEqual(['Status changed to Closed', 'Merged into BBBB-2222']);
  });

  it('writes no status entry for a duplicate already Closed, nor when undo restores Closed', () => {
    expect(mergeChange({ ...a, status: 'Closed' }, b, [], actor, at).history.map((e) => e.action)).toEqual([
      'Merged into BBBB-2222',
    ]);
    expect(unmergeChange('Closed', 'BBBB2222', actor, at).history.map((e) => e.action)).toEqual([
      'Merge into BBBB-2222 undone',
    ]);
  });
});

describe('merge actions as residents read them', () => {
  const t = (key: keyof typeof cardMessages.english, values?: Record<string, string>) =>
    `${key}:${values?.reference ?? ''}`;
  const names = { status: (s: string) => s, priority: (p: string) => p };
  it.each([
    ['Merged into BBBB-2222', 'actionMergedInto:BBBB-2222'],
    ['AAAA-1111 merged into this request', 'actionMergedHere:AAAA-1111'],
    ['Merge into BBBB-2222 undone', 'actionUnmerged:BBBB-2222'],
    ['Merge of AAAA-1111 undone', 'actionUnmergedHere:AAAA-1111'],
  ])('%s', (action, expected) => {
    expect(historyAction(Object.assign(t, { lang: 'en' }) as never, names as never, action)).toEqual({
      text: expected,
      known: true,
    });
  });
});
