import { describe, expect, it } from 'vitest';
import { assembleElectionData, checkElectionReferences, type ElectionInput } from './election-data.ts';
import { readElectionInput } from '../testing/election-content.ts';

const committed = readElectionInput();

/** A deep copy of the committed content with one edit, so each case breaks exactly one thing. */
function broken(edit: (input: ElectionInput) => void): ElectionInput {
  const copy = structuredClone(committed);
  edit(copy);
  return copy;
}

describe('an election still ahead', () => {
  it('may leave its after wordings for later', () => {
    const ahead = broken((i) => {
      i.election.data.slatesIntro = { before: 'Two slates are running.' };
      i.nowMs = Date.parse('2025-10-01T12:00:00Z');
    });
    expect(checkElectionReferences(ahead)).toEqual([]);
  });
});

describe('the committed election content', () => {
  it('has no broken cross-references', () => {
    expect(checkElectionReferences(committed)).toEqual([]);
  });

  const data = assembleElectionData(committed);

  it('derives the fixed order of 32 question ids from the topics, in topic order', () => {
    expect(data.topics.map((t) => t.id)).toEqual([
      'opening',
      'vision',
      'future',
      'warehouses',
      'taxes',
      'infrastructure',
      'governance',
      'regional',
      'closing',
    ]);
    expect(data.questionOrder).toHaveLength(32);
    expect(new Set(data.questionOrder).size).toBe(32);
    expect(data.questionOrder[0]).toBe(data.topics[0]!.questions[0]!.id);
  });

  it('keeps the file order of topics whatever order the loader hands them over in (it sorts by id)', () => {
    const byId = broken((i) => i.topics.sort((a, b) => a.id.localeCompare(b.id)));
    expect(byId.topics[0]!.id).toBe('closing');
    const sorted = assembleElectionData(byId);
    expect(sorted.topics.map((t) => t.id)).toEqual(data.topics.map((t) => t.id));
    expect(sorted.questionOrder).toEqual(data.questionOrder);
  });

  it('has sample results: one mayor and two council members elected, each shown in their slate', () => {
    expect(data.results?.sample).toBe(true);
    expect(data.results?.offices.map((o) => o.lines.filter((l) => l.elected).length)).toEqual([1, 2]);
    const candidateIds = data.slates.flatMap((s) => s.candidates.map((c) => c.id));
    expect(Object.keys(data.results!.byCandidate).sort()).toEqual(candidateIds.sort());
  });

  it('says when the election was held, and gives each key date its year and the moment it is past', () => {
    expect(data.election.electionDayLabel).toBe('Tuesday, November 4, 2025');
    expect(data.election.keyDates.map((d) => [d.fullDate, d.pastUtc])).toEqual([
      ['Oct 14, 2025', '2025-10-15T03:59:59.000Z'],
      ['Oct 25\u2009–\u2009Nov 2, 2025', '2025-11-03T00:00:00.000Z'],
      ['Oct 28, 2025', '2025-10-29T03:59:59.000Z'],
      ['Nov 4, 2025', '2025-11-05T01:00:00.000Z'],
    ]);
  });

  it('converts the countdown targets to UTC instants (EST on Nov 4, EDT on Oct 14)', () => {
    expect(data.election.electionDayUtc).toBe('2025-11-05T01:00:00.000Z');
    expect(data.election.registrationDeadlineUtc).toBe('2025-10-15T03:59:59.000Z');
  });

  it('has two slates named after the township with one mayor and two council candidates each', () => {
    expect(data.slates.map((s) => s.name)).toEqual(['Proven Leaders for West Windsor', 'West Windsor Together']);
    for (const slate of data.slates) {
      expect(slate.candidates.map((c) => c.office)).toEqual(['Mayor', 'Township Council', 'Township Council']);
    }
  });

  it('has four interviews, one per answer group, and some answers missing', () => {
    expect(data.interviews.map((i) => i.answerGroup)).toEqual(['mayor-1', 'mayor-2', 'council-1', 'council-2']);
    const answered = Object.values(data.answers).reduce((n, group) => n + Object.keys(group).length, 0);
    expect(answered).toBeLessThan(4 * 32);
    expect(answered).toBeGreaterThan(4 * 32 - 8);
  });

  it('has the finance figures of the spec', () => {
    expect(
      data.finance.committees.map((c) => [c.raised, c.spent, c.cashOnHand, c.percentUnder200, c.percentOver200]),
    ).toEqual([
      [30380.19, 29008.1, 7736.83, 20.12, 79.88],
      [43959.31, 24059.66, 19899.65, 11.71, 88.29],
    ]);
    expect(data.finance.committees.map((c) => c.inTownPercent)).toEqual([29.4, 30.5]);
    expect(data.finance.committees.map((c) => c.reportDate)).toEqual(['2025-10-24', '2025-10-24']);
  });
});

describe.each([
  {
    broken: 'an answer for an unknown question id',
    edit: (i: ElectionInput) => {
      i.answerGroups[0]!.data['taxes-9'] = { time: '1:00', summary: 'An answer to nothing at all.' };
    },
    expected: ['content/elections/2025/answers/council-1.json', 'unknown question id "taxes-9"'],
  },
  {
    broken: 'a candidate in an unknown slate',
    edit: (i: ElectionInput) => {
      i.candidates.find((c) => c.id === 'marcus-bell')!.data.slate = 'united';
    },
    expected: ['content/elections/2025/candidates/marcus-bell.md', 'unknown slate "united"'],
  },
  {
    broken: 'an interview for an unknown answer group',
    edit: (i: ElectionInput) => {
      i.interviews[0]!.data.answerGroup = 'mayor-3';
    },
    expected: ['content/elections/2025/interviews.json', 'unknown answer group "mayor-3"'],
  },
  {
    broken: 'an interview featuring an unknown candidate',
    edit: (i: ElectionInput) => {
      i.interviews[1]!.data.candidates = ['marcus-belle'];
    },
    expected: ['content/elections/2025/interviews.json', 'unknown candidate "marcus-belle"'],
  },
  {
    broken: 'a duplicate question id',
    edit: (i: ElectionInput) => {
      i.topics[8]!.data.questions.push({ id: 'opening-introduce', text: 'Asked twice by mistake?' });
    },
    expected: ['content/elections/2025/topics.json', 'duplicate question id "opening-introduce"'],
  },
  {
    broken: 'a slate name without the township',
    edit: (i: ElectionInput) => {
      i.slates[1]!.data.name = 'Together';
    },
    expected: ['content/elections/2025/slates.json', '"Together" must contain the township "West Windsor"'],
  },
  {
    broken: 'a committee for an unknown slate',
    edit: (i: ElectionInput) => {
      i.finance.data.committees[0]!.slate = 'proven';
    },
    expected: ['content/elections/2025/finance.json', 'unknown slate "proven"'],
  },
  {
    broken: 'key dates out of order',
    edit: (i: ElectionInput) => {
      i.election.data.keyDates.reverse();
    },
    expected: ['content/elections/2025/election.json', 'is out of order: it comes before'],
  },
  {
    broken: 'a key date after Election Day',
    edit: (i: ElectionInput) => {
      i.election.data.keyDates[3]!.target = '2025-11-05T08:00:00';
    },
    expected: ['content/elections/2025/election.json', 'is after electionDay "2025-11-04T20:00:00"'],
  },
  {
    broken: 'a period that ends before it starts',
    edit: (i: ElectionInput) => {
      i.election.data.keyDates[1]!.end = '2025-10-20T19:00:00';
    },
    expected: ['content/elections/2025/election.json', 'ends ("2025-10-20T19:00:00") before it starts'],
  },
  {
    broken: 'a passed election without an after wording',
    edit: (i: ElectionInput) => {
      i.election.data.slatesIntro = { before: 'Two slates are running.' };
    },
    expected: [
      'content/elections/2025/election.json',
      'the election has passed, so "slatesIntro" needs its "after" wording',
    ],
  },
  {
    broken: 'results for a missing candidate',
    edit: (i: ElectionInput) => {
      i.results!.data.offices[0]!.candidates[0] = { candidate: 'marcus-belle', votes: 10 };
    },
    expected: ['content/elections/2025/results.json', 'result for unknown candidate "marcus-belle"'],
  },
])('rejects $broken', ({ edit, expected }) => {
  const input = broken(edit);

  it('reports a problem naming the file and the value', () => {
    const problem = checkElectionReferences(input).find((p) => p.includes(expected[1]!));
    expect(problem).toBeDefined();
    expect(problem).toMatch(new RegExp(`^${expected[0]!}: `));
  });

  it('makes assembleElectionData throw with the same message', () => {
    expect(() => assembleElectionData(input)).toThrow(expected[1]!);
  });
});
