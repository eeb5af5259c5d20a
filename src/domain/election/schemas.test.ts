import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import '../testing/public-files.ts';
import { electionSchema, financeSchema, interviewSchema, questionSchema, slateSchema } from './schemas.ts';

const json = (path: string) => JSON.parse(readFileSync(path, 'utf8')) as Record<string, unknown>;
const election = json('content/elections/2025/election.json');
const finance = json('content/elections/2025/finance.json');
const interview = (json('content/elections/2025/interviews.json') as Record<string, Record<string, unknown>>)[
  'mayor-whitcombe'
]!;
const committees = finance.committees as Record<string, unknown>[];

/** The first issue's path and message, as the build prints them. */
function firstIssue(schema: z.ZodType, value: unknown): string {
  const result = schema.safeParse(value);
  if (result.success) return 'valid';
  const issue = result.error.issues[0]!;
  return `${issue.path.join('.')}: ${issue.message}`;
}

describe.each<[string, z.ZodType, unknown, string]>([
  ['the committed election', electionSchema, election, 'valid'],
  ['the committed finance', financeSchema, finance, 'valid'],
  ['the committed interview', interviewSchema, interview, 'valid'],
  [
    'a countdown target with a zone suffix',
    electionSchema,
    { ...election, electionDay: '2025-11-04T20:00:00-05:00' },
    'electionDay: write a local date-time like 2025-11-04T20:00:00',
  ],
  [
    'an unknown time zone',
    electionSchema,
    { ...election, timeZone: 'America/Princeton' },
    'timeZone: unknown time zone "America/Princeton"',
  ],
  [
    'a video id of the wrong length',
    interviewSchema,
    { ...interview, videoId: 'abc' },
    'videoId: must be an 11-character video id',
  ],
  [
    'a poster missing from public/',
    interviewSchema,
    { ...interview, poster: '/images/interviews/nope.svg' },
    'poster: file public/images/interviews/nope.svg does not exist',
  ],
  ['a duration in minutes only', interviewSchema, { ...interview, duration: '62' }, 'duration: write m:ss or h:mm:ss'],
  [
    'an office typo',
    questionSchema,
    { id: 'q-1', text: 'A question?', office: 'Mayors' },
    'office: must be "Mayor", "Council", a list such as ["Mayor", "Council"], or left out (General)',
  ],
  [
    'a question with a list of offices',
    questionSchema,
    { id: 'q-1', text: 'A question?', office: ['Mayor', 'Council'] },
    'valid',
  ],
  ['a general question', questionSchema, { id: 'q-1', text: 'A question?' }, 'valid'],
  [
    'a question id with capitals',
    questionSchema,
    { id: 'Taxes-1', text: 'A question?' },
    'id: use lower-case letters, digits and hyphens',
  ],
  [
    'a slate website that is not a URL',
    slateSchema,
    { name: 'X Together', website: 'together', order: 1 },
    'website: Invalid URL',
  ],
  [
    'donation sizes that do not add up to 100',
    financeSchema,
    { ...finance, committees: [{ ...committees[0], percentOver200: 79 }, committees[1]] },
    'committees.0.percentOver200: percentUnder200 and percentOver200 must add up to 100',
  ],
  [
    'funding sources that do not add up to 100',
    financeSchema,
    {
      ...finance,
      committees: [committees[0], { ...committees[1], fundingSources: [{ label: 'Individuals', percent: 98 }] }],
    },
    'committees.1.fundingSources: fundingSources percents must add up to 100',
  ],
  [
    'a report PDF missing from public/',
    financeSchema,
    { ...finance, committees: [{ ...committees[0], reportLink: '/docs/election/missing.pdf' }, committees[1]] },
    'committees.0.reportLink: file public/docs/election/missing.pdf does not exist',
  ],
])('%s', (_, schema, value, expected) => {
  it(`is ${expected === 'valid' ? 'accepted' : 'rejected with the field and reason'}`, () => {
    expect(firstIssue(schema, value)).toBe(expected);
  });
});
