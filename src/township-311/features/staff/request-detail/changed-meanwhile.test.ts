import { describe, expect, it } from 'vitest';
import type { HistoryEntry } from '#domain/requests/request-schemas.ts';
import { changedMeanwhileMessage, changesSince, notSentChoiceMessage, seenOf } from './changed-meanwhile.ts';

const entry = (action: string, user = 'Sam Lee'): HistoryEntry => ({
  timestamp: '2025-02-01T12:00:00.000Z',
  action,
  user,
  userId: 'u-7',
});
const shown = {
  id: 'AbCdEfGhIjKlMnOpQrSt',
  lastUpdatedAt: '2025-02-01T10:00:00.000Z',
  history: [entry('Request Submitted', 'Resident')],
};
const seen = seenOf(shown);

describe('seenOf', () => {
  it('keeps the id, the last update and how long the history was', () => {
    expect(seen).toEqual({ id: shown.id, lastUpdatedAt: '2025-02-01T10:00:00.000Z', historyLength: 1 });
  });
});

describe('changesSince', () => {
  it.each<[string, Partial<typeof shown>, string[] | null]>([
    ['nothing changed', {}, null],
    [
      'one change',
      { lastUpdatedAt: '2025-02-01T12:00:00.000Z', history: [...shown.history, entry('Status changed to Resolved')] },
      ['Status changed to Resolved by Sam Lee'],
    ],
    [
      'changes, oldest first',
      {
        lastUpdatedAt: '2025-02-01T12:00:00.000Z',
        history: [...shown.history, entry('Internal note added', 'Wren Worker'), entry('Assigned to Sam Lee')],
      },
      ['Internal note added by Wren Worker', 'Assigned to Sam Lee by Sam Lee'],
    ],
    ['a newer update with no entry', { lastUpdatedAt: '2025-02-01T12:00:00.000Z' }, []],
    // A clock that stepped back keeps lastUpdatedAt; the new entry still tells.
    [
      'an entry at the same last update',
      { history: [...shown.history, entry('Priority changed to High')] },
      ['Priority changed to High by Sam Lee'],
    ],
  ])('%s', (_name, change, expected) => {
    expect(changesSince({ ...shown, ...change }, seen)).toEqual(expected);
  });
});

describe('changedMeanwhileMessage', () => {
  it.each<[string, string[], string]>([
    [
      'one change',
      ['Status changed to Resolved by Sam Lee'],
      'Not sent: this request changed meanwhile (Status changed to Resolved by Sam Lee). Check your choice, then press Update Status again.',
    ],
    [
      'up to three, named',
      ['A by X', 'B by Y', 'C by Z'],
      'Not sent: this request changed meanwhile (A by X; B by Y; C by Z). Check your choice, then press Update Status again.',
    ],
    [
      'more than three, counted',
      ['A by X', 'B by Y', 'C by Z', 'D by X', 'E by Y'],
      'Not sent: this request changed meanwhile (A by X; B by Y; C by Z; and 2 more). Check your choice, then press Update Status again.',
    ],
    [
      'no entry to name',
      [],
      'Not sent: this request changed meanwhile. Check your choice, then press Update Status again.',
    ],
  ])('%s', (_name, changes, expected) => {
    expect(changedMeanwhileMessage(changes, 'Update Status')).toBe(expected);
  });
});

describe('notSentChoiceMessage', () => {
  it('names who is signed in now and the button to press', () => {
    expect(notSentChoiceMessage('Wren Worker', 'Update Assignment')).toBe(
      'Not sent: you are now signed in as Wren Worker. Check your choice, then press Update Assignment again.',
    );
  });
});
