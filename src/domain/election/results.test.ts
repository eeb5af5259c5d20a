import { describe, expect, it } from 'vitest';
import { checkResults, tallyResults } from './results.ts';
import type { Results } from './schemas.ts';

const candidates = [
  { id: 'ann', name: 'Ann A', office: 'Mayor', slate: 'one' },
  { id: 'bob', name: 'Bob B', office: 'Mayor', slate: 'two' },
  { id: 'cy', name: 'Cy C', office: 'Township Council', slate: 'one' },
  { id: 'di', name: 'Di D', office: 'Township Council', slate: 'two' },
  { id: 'ed', name: 'Ed E', office: 'Township Council', slate: 'one' },
] as const;
const seats = { Mayor: 1, 'Township Council': 2 };
const results: Results = {
  sample: true,
  certifiedOn: '2025-11-24',
  turnout: { ballotsCast: 3000, registeredVoters: 8000 },
  offices: [
    {
      office: 'Mayor',
      seats: 1,
      candidates: [
        { candidate: 'ann', votes: 1000 },
        { candidate: 'bob', votes: 1990 },
        { name: 'Write-in', votes: 10 },
      ],
    },
    {
      office: 'Township Council',
      seats: 2,
      candidates: [
        { candidate: 'cy', votes: 900 },
        { candidate: 'di', votes: 1100 },
        { candidate: 'ed', votes: 1000 },
      ],
    },
  ],
};
const refs = candidates.map((c) => ({ ...c }));

describe('tallyResults', () => {
  const tally = tallyResults(results, refs);

  it('orders each office by votes, with shares of the office total and the winners marked', () => {
    expect(tally.offices[0]!.lines.map((l) => [l.name, l.votes, l.percent, l.elected])).toEqual([
      ['Bob B', 1990, 66.3, true],
      ['Ann A', 1000, 33.3, false],
      ['Write-in', 10, 0.3, false],
    ]);
    expect(tally.offices[1]!.lines.filter((l) => l.elected).map((l) => l.name)).toEqual(['Di D', 'Ed E']);
  });

  it('works out the turnout and indexes each candidate for the slate columns', () => {
    expect(tally.turnoutPercent).toBe(37.5);
    expect(tally.byCandidate.cy).toMatchObject({ votes: 900, elected: false, slate: 'one' });
  });
});

describe('checkResults', () => {
  const file = 'content/elections/2025/results.json';
  it('accepts results that match the candidates and seats', () => {
    expect(checkResults(results, refs, seats, file)).toEqual([]);
  });

  it.each<[string, (r: Results) => void, string]>([
    [
      'an unknown candidate',
      (r) => (r.offices[0]!.candidates[0] = { candidate: 'zed', votes: 1 }),
      'result for unknown candidate "zed"',
    ],
    [
      'a candidate under the wrong office',
      (r) => (r.offices[1]!.candidates[0] = { candidate: 'ann', votes: 900 }),
      'candidate "ann" ran for Mayor, not Township Council',
    ],
    ['a candidate missing', (r) => r.offices[1]!.candidates.pop(), 'candidate "ed" has no result line'],
    [
      'a seat count that differs',
      (r) => (r.offices[1]!.seats = 3),
      'Township Council has 3 seat(s) here and 2 in election.json',
    ],
    [
      'a tie for the last seat',
      (r) => (r.offices[1]!.candidates[0]!.votes = 1000),
      'Township Council has a tie for the last seat (1000 votes)',
    ],
  ])('names %s', (_, edit, message) => {
    const copy = structuredClone(results);
    edit(copy);
    expect(checkResults(copy, refs, seats, file)).toContain(`${file}: ${message}`);
  });
});
