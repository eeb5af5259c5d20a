import { z } from 'zod';
import { publicAsset } from '../content/public-asset.ts';
import { LOCAL_DATE_TIME, isTimeZone } from '../time/zoned-time.ts';
import { phasedTextSchema } from './phase.ts';

/** Stable id used in file names and cross-references: lower-case letters, digits and hyphens. */
const slug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'use lower-case letters, digits and hyphens');

/** A wall-clock date-time in the election's time zone, e.g. "2025-11-04T20:00:00". */
const localDateTime = z.string().regex(LOCAL_DATE_TIME, 'write a local date-time like 2025-11-04T20:00:00');

/** The two offices on the ballot, as candidates are labelled. */
const CANDIDATE_OFFICES = ['Mayor', 'Township Council'] as const;

/** A titled external link. */
const linkSchema = z.object({
  /** Link text, e.g. "Check Status". */
  label: z.string().min(2),
  /** Absolute address. */
  url: z.url(),
});

/** One of the three ways to vote, shown as a tab in the voter toolkit. */
const voteMethodSchema = z.object({
  /** Tab label, e.g. "By Mail". */
  label: z.string().min(2),
  /** Heading inside the tab panel. */
  heading: z.string().min(2),
  /** What to do and when, one or two sentences; with an after-election wording (see phase.ts). */
  text: phasedTextSchema,
  /** The tab's link ("Learn More", "Find Locations", "Find Polling Place"). */
  link: linkSchema,
});

/** One row of the Key Dates list. */
const keyDateSchema = z.object({
  /** The date as shown before the election, e.g. "Oct 25 - Nov 2"; afterwards the year is added from `target`. */
  date: z.string().min(2),
  /** What happens, e.g. "Early in-person voting". */
  event: z.string().min(2),
  /** Local date-time the event starts (or happens); key dates are written in this order. */
  target: localDateTime,
  /** Local date-time a period ends: early voting, or Election Day's hours (polls open to close). */
  end: localDateTime.optional(),
});

/** One election cycle's settings: content/elections/{cycle}/election.json. */
export const electionSchema = z.object({
  /** Page title and heading, e.g. "2025 Election Hub". */
  title: z.string().min(2),
  /** The hub /election shows; exactly one cycle is current. */
  current: z.boolean().default(false),
  /** The footer's link to /election while this cycle is current, e.g. "2025 Election". */
  navLabel: z.string().min(2),
  /** The page's description for search results and shared links. */
  description: phasedTextSchema,
  /** The paragraph under the hub's heading. */
  intro: phasedTextSchema,
  /** The paragraph that opens "Meet the Slates". */
  slatesIntro: phasedTextSchema,
  /** The paragraph that opens "Candidate Interviews". */
  interviewsIntro: z.string().min(10),
  /** Id of the candidate forum in content/forum.json whose archive this hub keeps, if any. */
  forum: z.string().min(2).optional(),
  /** The county clerk's official results page, linked from the results. */
  officialResultsUrl: z.url(),
  /** The state's voter information, where voters go once this election is over. */
  voterInfoUrl: z.url(),
  /** IANA time zone every local date-time in this file is in, e.g. "America/New_York". */
  timeZone: z.string().refine(isTimeZone, { error: (issue) => `unknown time zone "${String(issue.input)}"` }),
  /** When the polls close on election day (the countdown target), local time. */
  electionDay: localDateTime,
  /** Last moment to register to vote, local time. */
  registrationDeadline: localDateTime,
  /** The registration deadline as shown, e.g. "October 14, 2025". */
  registrationDeadlineLabel: z.string().min(2),
  /** Seats up for election. */
  seats: z.object({
    /** Mayoral seats. */
    mayor: z.number().int().positive(),
    /** Township council seats. */
    council: z.number().int().positive(),
  }),
  /** The Key Dates list, in order. */
  keyDates: z.array(keyDateSchema).min(1),
  /** Official voter links: Check Status, Register Online, Find Polling Place. */
  voterLinks: z.array(linkSchema).min(1),
  /** The "Three Ways to Vote" tabs. */
  voteMethods: z.object({
    /** Vote by mail. */
    mail: voteMethodSchema,
    /** Early in-person voting. */
    early: voteMethodSchema,
    /** Voting on election day. */
    electionDay: voteMethodSchema,
  }),
  /** The modal thanking the people who wrote the interview questions. */
  thankYou: z.object({
    /** Button text that opens it. */
    buttonLabel: z.string().min(2),
    /** Modal title. */
    title: z.string().min(2),
    /** Modal text; blank lines (\n\n) separate paragraphs. */
    body: z.string().min(20),
  }),
});

/** A slate (ticket) of candidates. Entries in content/elections/{cycle}/slates.json, keyed by slate id. */
export const slateSchema = z.object({
  /** Slate name with the township written in, e.g. "West Windsor Together". */
  name: z.string().min(2),
  /** The slate's campaign website. */
  website: z.url(),
  /** Column order on the page, lowest first. */
  order: z.number().int(),
});

/** A candidate: one Markdown file each in content/elections/{cycle}/candidates/; the body is the bio. */
export const candidateSchema = z.object({
  /** Full name. */
  name: z.string().min(2),
  /** Office sought. */
  office: z.enum(CANDIDATE_OFFICES),
  /** Id of the candidate's slate in slates.json. */
  slate: slug,
  /** Portrait in public/, e.g. /images/candidates/jane-doe.svg */
  image: publicAsset(),
  /** Personal or campaign website. */
  website: z.url(),
  /** Position within the slate column, lowest first. */
  order: z.number().int(),
});

/** A time in a video, m:ss or h:mm:ss ("9:37", "1:01:40"); seconds and minutes after an hour are two digits. */
const clipTime = z.string().regex(/^(?:\d+:[0-5]\d|\d+:[0-5]\d:[0-5]\d)$/, 'write m:ss or h:mm:ss');

/** An 11-character video id of the video service. */
const videoId = z.string().regex(/^[A-Za-z0-9_-]{11}$/, 'must be an 11-character video id');

/** A full recorded interview. Entries in content/elections/{cycle}/interviews.json, keyed by interview id. */
export const interviewSchema = z.object({
  /** Video id at the video service. */
  videoId,
  /** Title, e.g. "Interview with Mayoral Candidate Dana Whitfield". */
  title: z.string().min(2),
  /** Answer file this video's timestamps live in: content/elections/{cycle}/answers/{answerGroup}.json */
  answerGroup: slug,
  /** Short label for the answer group on question cards, e.g. "Dana Whitfield" or "Council: Ortiz & Lee". */
  groupLabel: z.string().min(2),
  /** Ids of the candidates in the video (file names in candidates/ without .md). */
  candidates: z.array(slug).min(1),
  /** Poster image served by this site (never the video service's thumbnail). */
  poster: publicAsset(),
  /** Length of the video, m:ss or h:mm:ss; also ends the last clip. */
  duration: clipTime,
  /** Order on the page and on question cards, lowest first. */
  order: z.number().int(),
});

/** Offices a question can be addressed to. */
const QUESTION_OFFICES = ['Mayor', 'Council'] as const;
export type QuestionOffice = (typeof QUESTION_OFFICES)[number];

const questionOffice = z.enum(QUESTION_OFFICES, { error: 'must be "Mayor" or "Council"' });

/** One interview question. */
export const questionSchema = z.object({
  /** Stable id, unique across all topics; it is also the link anchor (#id). */
  id: slug,
  /** The question as asked. */
  text: z.string().min(5),
  /** Office it was put to: "Mayor", "Council", a list of both, or left out for a general question. */
  office: z
    .union([questionOffice, z.array(questionOffice).min(1)], {
      error: 'must be "Mayor", "Council", a list such as ["Mayor", "Council"], or left out (General)',
    })
    .optional(),
});

/** An interview topic. Entries in content/elections/{cycle}/topics.json in page order; question order is the seek order. */
export const topicSchema = z.object({
  /** Position in topics.json, added by the loader: do not write it. */
  order: z.number().int(),
  /** Topic heading shown on the accordion button. */
  title: z.string().min(2),
  /** Questions in the order they were asked. */
  questions: z.array(questionSchema).min(1),
});

/** Where one answer starts in its video and what was said. */
const answerSchema = z.object({
  /** Start of the answer in the video: m:ss or h:mm:ss. */
  time: clipTime,
  /** One- to three-sentence summary of the answer. */
  summary: z.string().min(10),
  /** What was said, word for word (optional): shown under "Read the transcript" and searched by the explorer. */
  transcript: z
    .string()
    .trim()
    .min(40, 'a transcript is at least 40 characters; leave it out when there is none')
    .max(8000, 'a transcript is at most 8,000 characters; shorten it or link the full text')
    .optional(),
});

/** One answer group's answers (content/elections/{cycle}/answers/{group}.json), keyed by question id. */
export const answerGroupSchema = z.record(z.string(), answerSchema);

/** A share of money by source, e.g. individuals 98%. */
const fundingSourceSchema = z.object({
  /** Source name, e.g. "Individuals". */
  label: z.string().min(2),
  /** Share in percent. */
  percent: z.number().min(0).max(100),
});

/** One committee's 11-day pre-election report. */
const committeeSchema = z.object({
  /** Id of the slate the committee raises money for. */
  slate: slug,
  /** Committee name as filed. */
  name: z.string().min(2),
  /** Total raised, US dollars. */
  raised: z.number().nonnegative(),
  /** Total spent, US dollars. */
  spent: z.number().nonnegative(),
  /** Cash on hand, US dollars. */
  cashOnHand: z.number().nonnegative(),
  /** Share of money in contributions of $200 or less, percent. */
  percentUnder200: z.number().min(0).max(100),
  /** Share of money in contributions over $200, percent. */
  percentOver200: z.number().min(0).max(100),
  /** Funding sources of itemized contributions; shares add up to 100. */
  fundingSources: z.array(fundingSourceSchema).min(1),
  /** Share of itemized contributions from donors in the township, percent. */
  inTownPercent: z.number().min(0).max(100),
  /** The filed report, a PDF in public/. */
  reportLink: publicAsset('.pdf'),
  /** Filing date, YYYY-MM-DD. */
  reportDate: z.iso.date(),
});

/** Campaign finance: content/elections/{cycle}/finance.json. */
export const financeSchema = z.object({
  /** Date of the reports as shown, e.g. "October 24, 2025". */
  reportDateLabel: z.string().min(2),
  /** The snapshot disclaimer above the cards. */
  disclaimer: z.string().min(20),
  /** Footnotes under the cards, one per item. */
  footnotes: z.array(z.string().min(10)).min(1),
  /** One card per committee, in page order. */
  committees: z
    .array(
      committeeSchema
        .refine((c) => Math.abs(c.percentUnder200 + c.percentOver200 - 100) < 0.011, {
          error: 'percentUnder200 and percentOver200 must add up to 100',
          path: ['percentOver200'],
        })
        .refine((c) => Math.abs(c.fundingSources.reduce((sum, s) => sum + s.percent, 0) - 100) < 0.011, {
          error: 'fundingSources percents must add up to 100',
          path: ['fundingSources'],
        }),
    )
    .min(1),
});

/** One candidate's (or a write-in line's) votes. */
const resultLineSchema = z.union([
  z.object({
    /** Id of the candidate (file name in candidates/ without .md). */
    candidate: slug,
    votes: z.number().int().nonnegative(),
  }),
  z.object({
    /** A line that is not a listed candidate, e.g. "Write-in". */
    name: z.string().min(2),
    votes: z.number().int().nonnegative(),
  }),
]);

/** The results of one election cycle: content/elections/{cycle}/results.json, added once votes are counted. */
export const resultsSchema = z.object({
  /** True while the figures are fictional sample data; the page then says so. */
  sample: z.boolean(),
  /** Date the county certified the results, YYYY-MM-DD; left out while they are unofficial. */
  certifiedOn: z.iso.date().optional(),
  /** Ballots cast and registered voters, for the turnout. */
  turnout: z.object({
    ballotsCast: z.number().int().nonnegative(),
    registeredVoters: z.number().int().positive(),
  }),
  /** One table per office, in page order. */
  offices: z
    .array(
      z.object({
        office: z.enum(CANDIDATE_OFFICES),
        /** Seats filled in this office. */
        seats: z.number().int().positive(),
        candidates: z.array(resultLineSchema).min(1),
      }),
    )
    .min(1),
});

export type Election = z.infer<typeof electionSchema>;
export type Slate = z.infer<typeof slateSchema>;
export type Candidate = z.infer<typeof candidateSchema>;
export type Interview = z.infer<typeof interviewSchema>;
export type Question = z.infer<typeof questionSchema>;
export type Topic = z.infer<typeof topicSchema>;
export type Answer = z.infer<typeof answerSchema>;
export type AnswerGroup = z.infer<typeof answerGroupSchema>;
export type Results = z.infer<typeof resultsSchema>;
export type Finance = z.infer<typeof financeSchema>;
export type Committee = Finance['committees'][number];
