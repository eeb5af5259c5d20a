import { z } from 'zod';
import { publicAsset } from './public-asset.ts';

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
  /** Icon name from src/components/Icon.astro. */
  icon: z.string().min(2),
  /** Display order, lowest first. */
  order: z.number().int(),
});

/** One step of a project timeline. */
export const timelineStepSchema = z.object({
  /** Short stage name, e.g. "Community Listening Sessions". */
  stage: z.string().min(2),
  /** What happens in this stage. */
  details: z.string().min(2),
  /** Whether the stage is done (filled marker) or pending (hollow marker). */
  completed: z.boolean(),
});

/** One initiative inside a project. */
export const initiativeSchema = z.object({
  /** Initiative name. */
  title: z.string().min(2),
  /** What it involves. */
  description: z.string().min(2),
  /** Icon name from src/components/Icon.astro. */
  icon: z.string().min(2),
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
  /** One-paragraph summary used on cards and as the page description. */
  description: z.string().min(10),
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
  /** Display order on the Projects page, lowest first. */
  order: z.number().int(),
});

/** A forum panelist (moderator). */
export const panelistSchema = z.object({
  id: z.string().min(1),
  name: z.string().min(2),
  title: z.string().min(2),
  /** Portrait in public/. */
  imageUrl: publicAsset(),
  bio: z.string().min(10),
  /** Optional note shown under the bio. */
  note: z.string().optional(),
});

/** A part of the forum programme. */
export const forumPartSchema = z.object({
  id: z.string().min(1),
  title: z.string().min(2),
  description: z.string().min(2),
  location: z.string().min(2),
  iconType: z.enum(['microphone', 'users', 'lightbulb']),
});

/** A press article about the forum. */
export const pressItemSchema = z.object({
  id: z.string().min(1),
  title: z.string().min(2),
  source: z.string().min(2),
  url: z.url(),
});

/** A PDF document card (format agreement, statement). */
export const documentLinkSchema = z.object({
  title: z.string().min(2),
  description: z.string().min(2),
  /** PDF in public/. */
  href: publicAsset('.pdf'),
});

/** The 2025 candidate forum (cancelled). */
export const forumEventSchema = z.object({
  title: z.string().min(2),
  /** ISO date, e.g. 2025-10-09. */
  date: z.iso.date(),
  /** Display time, "7:00 PM - 9:15 PM". */
  time: z.string().min(2),
  /** Candidate arrival time, "6:30 PM". */
  arrivalTime: z.string().min(2),
  location: z.string().min(2),
  positions: z.array(z.string().min(2)).min(1),
  status: z.literal('Cancelled'),
  /** Admission and streaming notes. */
  admission: z.string().min(2),
  panelists: z.array(panelistSchema),
  forumParts: z.array(forumPartSchema),
  requirements: z.object({
    council: z.string().min(2),
    mayor: z.string().min(2),
    candidates: z.array(z.string().min(2)),
    audience: z.array(z.string().min(2)),
  }),
  pressCoverage: z.array(pressItemSchema),
  formatAgreements: z.array(documentLinkSchema).length(2),
  statements: z.array(documentLinkSchema).length(2),
  /** The full cancellation statement (shown in a modal on the Election Hub). */
  cancellationStatement: z.string().min(20),
});

export type Founder = z.infer<typeof founderSchema>;
export type Principle = z.infer<typeof principleSchema>;
export type Project = z.infer<typeof projectSchema>;
export type ForumEvent = z.infer<typeof forumEventSchema>;
