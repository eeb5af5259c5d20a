import { z } from 'zod';
import { iconNames } from './icon-names.ts';
import { publicAsset } from './public-asset.ts';
import { phasedTextSchema } from '../election/phase.ts';

/** An icon drawn by src/site/components/Icon.astro; an unknown name fails the build. */
const icon = z.enum(iconNames, { error: `must be one of: ${iconNames.join(', ')}` });

/** The Home page copy (content/home.md). The Markdown body is the mission blurb. */
export const homePageSchema = z.object({
  /** The big heading at the top of the page. */
  heroHeading: z.string().min(2),
  /** One or two sentences under the heading. */
  heroText: z.string().min(10),
  /** Heading above the mission blurb. */
  missionHeading: z.string().min(2),
  /** Heading above the two key-initiative cards. */
  keyInitiativesHeading: z.string().min(2),
  /** The Election Hub card. */
  electionCard: z.object({
    /** Card heading. */
    title: z.string().min(2),
    /** Card text; with an after-election wording (`before`/`after`) for the current election. */
    text: phasedTextSchema,
    /** Highlights listed on the card, one per item, each neutral or with `before`/`after` wordings. */
    highlights: z.array(phasedTextSchema),
  }),
  /** The band that sends residents to the township's 311 service ("Report a problem"). */
  reportProblem: z.object({
    heading: z.string().min(2),
    text: z.string().min(10),
  }),
  /** The closing "get involved" band. */
  getInvolved: z.object({
    /** Band heading. */
    heading: z.string().min(2),
    /** Band text. */
    text: z.string().min(10),
  }),
});

/** The About page copy (content/about.md). The Markdown body is the founders' story. */
export const aboutPageSchema = z.object({
  /** One or two sentences under the "About Us" heading. */
  intro: z.string().min(10),
  /** Heading above the founders' story. */
  storyHeading: z.string().min(2),
  /** Heading above the founder profiles. */
  foundersHeading: z.string().min(2),
  /** Heading above the guiding principles. */
  principlesHeading: z.string().min(2),
});

/** A co-founder shown on the About page. The Markdown body is the biography (bio). */
export const founderSchema = z.object({
  /** Full name. */
  name: z.string().min(2),
  /** Role, e.g. "Co-Executive Director". */
  role: z.string().min(2),
  /** Portrait in public/, e.g. /images/founders/jane.svg */
  image: publicAsset(),
  /** Display order, lowest first. */
  order: z.number().int(),
});

/** A guiding principle on the About page. */
export const principleSchema = z.object({
  /** Heading, e.g. "Empowering Neighbors". */
  title: z.string().min(2),
  /** One or two sentences. */
  description: z.string().min(10),
  /** Icon name from src/domain/content/icon-names.ts. */
  icon,
  /** Display order, lowest first. */
  order: z.number().int(),
});

/** One step of a project timeline. */
const timelineStepSchema = z.object({
  /** Short stage name, e.g. "Community Listening Sessions". */
  stage: z.string().min(2),
  /** What happens in this stage. */
  details: z.string().min(2),
  /** Whether the stage is done (filled marker) or pending (hollow marker). */
  completed: z.boolean(),
});

/** One initiative inside a project. */
const initiativeSchema = z.object({
  /** Initiative name. */
  title: z.string().min(2),
  /** What it involves. */
  description: z.string().min(2),
  /** Icon name from src/domain/content/icon-names.ts. */
  icon,
  /** Free-text status label, e.g. "Concept Phase". */
  status: z.string().min(2),
});

/** A coalition project (MDX file; the body is the full overview). */
export const projectSchema = z.object({
  /** Stable numeric id. Project 2 shows the full-proposal button. */
  id: z.number().int().positive(),
  /** URL part: /projects/{slug}. Lower case letters, digits and hyphens. */
  slug: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'use lower-case letters, digits and hyphens'),
  /** Project title (also the page title of its details page). */
  title: z.string().min(2),
  /** One line for cards. */
  shortGoal: z.string().min(2),
  /** The full goal statement on the details page. */
  goal: z.string().min(2),
  /** Free-text status label. "Cancelled" shows red, "Completed" green, anything else blue. */
  status: z.string().min(2),
  /** One-paragraph summary used on cards and as the page description; `before`/`after` wordings need `election`. */
  description: phasedTextSchema,
  /** The election cycle (folder in content/elections/) whose Election Day switches a `before`/`after` description. */
  election: z.string().min(2).optional(),
  /** Envisioned impact, one item per line. */
  impact: z.array(z.string().min(2)).min(1),
  /** Timeline steps in order. */
  timeline: z.array(timelineStepSchema),
  /** How residents can help. */
  getInvolved: z.string().min(2),
  /** Image in public/. */
  image: publicAsset(),
  /** Text alternative for the image. */
  imageAlt: z.string().min(2),
  /** Partner organisations. */
  partnerOrganizations: z.array(z.string().min(2)),
  /** Supporting organisations. */
  supportingOrganizations: z.array(z.string().min(2)),
  /** Funding sources. */
  fundingSources: z.array(z.string().min(2)),
  /** Initiatives within the project. */
  initiatives: z.array(initiativeSchema),
  /** Optional site path to go to instead of the details page, e.g. "/election". */
  redirectTo: z.string().startsWith('/').optional(),
  /** Optional full proposal PDF in public/ (shown for project id 2). */
  proposalPdf: publicAsset('.pdf').optional(),
  /** Show this project as a key-initiative card on the Home page. */
  featured: z.boolean().default(false),
  /** Display order on the Projects page, lowest first. */
  order: z.number().int(),
});

/** A forum panelist (moderator). */
const panelistSchema = z.object({
  /** Stable id, unique within the forum. */
  id: z.string().min(1),
  /** Full name. */
  name: z.string().min(2),
  /** Role or affiliation shown under the name. */
  title: z.string().min(2),
  /** Portrait in public/. */
  imageUrl: publicAsset(),
  /** Biography, shown when the card is expanded. */
  bio: z.string().min(10),
  /** Optional note shown under the bio. */
  note: z.string().optional(),
});

/** A part of the forum programme. */
const forumPartSchema = z.object({
  /** Stable id, unique within the forum. */
  id: z.string().min(1),
  /** Part heading, e.g. "Part 1: Township Council Forum". */
  title: z.string().min(2),
  /** What happens in this part. */
  description: z.string().min(2),
  /** Where in the venue it takes place. */
  location: z.string().min(2),
  /** Icon for the part card. */
  iconType: z.enum(['microphone', 'users', 'lightbulb']),
});

/** A press article about the forum. */
const pressItemSchema = z.object({
  /** Stable id, unique within the forum. */
  id: z.string().min(1),
  /** Headline. */
  title: z.string().min(2),
  /** Publication name. */
  source: z.string().min(2),
  /** Address of the article. */
  url: z.url(),
});

/** A PDF document card (format agreement, statement). */
const documentLinkSchema = z.object({
  /** Card heading. */
  title: z.string().min(2),
  /** One sentence about the document. */
  description: z.string().min(2),
  /** PDF in public/. */
  href: publicAsset('.pdf'),
});

/** The 2025 candidate forum (cancelled). */
export const forumEventSchema = z.object({
  /** Event name. */
  title: z.string().min(2),
  /** ISO date, e.g. 2025-10-09. */
  date: z.iso.date(),
  /** Display time, "7:00 PM - 9:15 PM". */
  time: z.string().min(2),
  /** Candidate arrival time, "6:30 PM". */
  arrivalTime: z.string().min(2),
  /** Venue name and address. */
  location: z.string().min(2),
  /** Offices on the ballot, e.g. "Mayor". */
  positions: z.array(z.string().min(2)).min(1),
  /** Always "Cancelled". */
  status: z.literal('Cancelled'),
  /** Admission and streaming notes. */
  admission: z.string().min(2),
  /** The moderators. */
  panelists: z.array(panelistSchema),
  /** The programme, in order. */
  forumParts: z.array(forumPartSchema),
  /** Participation requirements as published. */
  requirements: z.object({
    /** When the council forum would go ahead. */
    council: z.string().min(2),
    /** When the mayoral forum would go ahead. */
    mayor: z.string().min(2),
    /** Rules for candidates, one per item. */
    candidates: z.array(z.string().min(2)),
    /** Rules for the audience, one per item. */
    audience: z.array(z.string().min(2)),
  }),
  /** Press articles. */
  pressCoverage: z.array(pressItemSchema),
  /** The two format agreement PDFs. */
  formatAgreements: z.array(documentLinkSchema).length(2),
  /** The two official statement PDFs. */
  statements: z.array(documentLinkSchema).length(2),
  /** The full cancellation statement (shown in a modal on the Election Hub); blank lines separate paragraphs. */
  cancellationStatement: z.string().min(20),
});

export type Project = z.infer<typeof projectSchema>;
export type ForumEvent = z.infer<typeof forumEventSchema>;
