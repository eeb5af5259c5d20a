import { describe, expect, it } from 'vitest';
import { FOLLOW_UP_ACTIONS, MAX_RESIDENT_ADDITIONS } from './follow-up-messages.ts';
import { followUpState, informationChange, reopenChange } from './follow-up.ts';

const RESOLVED_AT = '2026-03-02T15:00:00.000Z';
const submitted = { action: 'Request Submitted', timestamp: '2026-03-01T10:00:00.000Z' };
const resolved = {
  status: 'Resolved' as const,
  lastUpdatedAt: '2026-03-05T09:00:00.000Z',
  history: [submitted, { action: 'Status changed to Resolved', timestamp: RESOLVED_AT }],
};

it.each([
  ['just after it was resolved', '2026-03-02T15:00:01.000Z', 'resolved'],
  ['on day 13', '2026-03-15T15:00:00.000Z', 'resolved'],
  ['at the last moment of day 14', '2026-03-16T15:00:00.000Z', 'resolved'],
  ['a millisecond after day 14', '2026-03-16T15:00:00.001Z', 'too-late'],
  ['on day 15', '2026-03-17T15:00:00.000Z', 'too-late'],
])('a request resolved on March 2, %s is $2', (_label, now, kind) => {
  const state = followUpState(resolved, new Date(now));
  expect(state.kind).toBe(kind);
  expect(state).toMatchObject({ resolvedAt: RESOLVED_AT });
  if (state.kind === 'resolved') expect(state.reopenUntil).toBe('2026-03-16T15:00:00.000Z');
});

describe('followUpState', () => {
  const now = new Date('2026-03-03T00:00:00.000Z');

  it('counts from the last resolution, after a reopening', () => {
    const again = {
      ...resolved,
      history: [
        ...resolved.history,
        { action: FOLLOW_UP_ACTIONS.reopened, timestamp: '2026-03-10T00:00:00.000Z' },
        { action: 'Status changed to Resolved', timestamp: '2026-03-20T00:00:00.000Z' },
      ],
    };
    expect(followUpState(again, new Date('2026-04-02T00:00:00.000Z'))).toMatchObject({ kind: 'resolved' });
    expect(followUpState(again, new Date('2026-04-04T00:00:00.000Z'))).toMatchObject({ kind: 'too-late' });
  });

  it('counts from the last update when the history has no resolution (an import)', () => {
    const imported = { ...resolved, history: [submitted] };
    expect(followUpState(imported, now)).toMatchObject({ kind: 'resolved', resolvedAt: imported.lastUpdatedAt });
  });

  it('never reopens a closed request', () => {
    expect(followUpState({ ...resolved, status: 'Closed' }, now)).toEqual({ kind: 'closed' });
  });

  it.each(['New', 'In Progress'] as const)(
    'lets the submitter add to a request that is %s, up to a bound',
    (status) => {
      const open = { status, lastUpdatedAt: RESOLVED_AT, history: [submitted] };
      expect(followUpState(open, now)).toEqual({ kind: 'open', additionsLeft: MAX_RESIDENT_ADDITIONS });
      const added = Array.from({ length: MAX_RESIDENT_ADDITIONS }, (_, i) => ({
        action: i % 2 ? FOLLOW_UP_ACTIONS.photo : FOLLOW_UP_ACTIONS.information,
        timestamp: RESOLVED_AT,
      }));
      expect(followUpState({ ...open, history: [submitted, ...added] }, now)).toEqual({
        kind: 'open',
        additionsLeft: 0,
      });
    },
  );
});

describe('changes', () => {
  const at = new Date(RESOLVED_AT);

  it('adds information as a note by Resident and a public history line', () => {
    expect(informationChange('Bigger now', '/api/uploads/x/photo-1.jpg', at)).toEqual({
      internalNotes: [
        {
          timestamp: RESOLVED_AT,
          text: 'Information from the resident: Bigger now\nPhoto from the resident: /api/uploads/x/photo-1.jpg',
          user: 'Resident',
          userId: null,
        },
      ],
      history: [
        { timestamp: RESOLVED_AT, action: 'Information added by the resident', user: 'Resident', userId: null },
      ],
    });
    expect(informationChange('', '/api/uploads/x/p.jpg', at).history?.[0]?.action).toBe('Photo added by the resident');
  });

  it('reopens as In Progress, with the note for staff only when there is one', () => {
    expect(reopenChange('', at)).toEqual({
      set: { status: 'In Progress' },
      history: [
        { timestamp: RESOLVED_AT, action: 'Reopened by the resident: not fixed', user: 'Resident', userId: null },
      ],
    });
    expect(reopenChange('Still dark', at).internalNotes).toEqual([
      { timestamp: RESOLVED_AT, text: 'Not fixed, says the resident: Still dark', user: 'Resident', userId: null },
    ]);
  });
});
