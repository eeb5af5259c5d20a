import { defineCollection } from 'astro:content';
import { file, glob } from 'astro/loaders';
import { checkPublicFilesWith } from '#domain/content/public-asset.ts';
import { siteConfigSchema } from '#domain/content/site-config.ts';
import {
  aboutPageSchema,
  forumEventSchema,
  founderSchema,
  homePageSchema,
  principleSchema,
  projectSchema,
} from '#domain/content/schemas.ts';
import {
  answerGroupSchema,
  candidateSchema,
  electionSchema,
  financeSchema,
  interviewSchema,
  slateSchema,
  topicSchema,
} from '#domain/election/schemas.ts';
import { inPublicFolder } from '#site/lib/public-files.ts';

checkPublicFilesWith(inPublicFolder());

/** Parses a JSON array and adds each item's position as `order` (0-based). */
function numberInFileOrder(text: string): Record<string, unknown>[] {
  const items = JSON.parse(text) as unknown;
  if (!Array.isArray(items)) throw new Error('expected a JSON array');
  return items.map((item: Record<string, unknown>, order) => ({ ...item, order }));
}

/** Organisation-wide settings: one entry, id "site", in content/site.json. */
const site = defineCollection({ loader: file('content/site.json'), schema: siteConfigSchema });

/** Home page copy: content/home.md (id "home"); the body is the mission blurb. */
const home = defineCollection({ loader: glob({ pattern: 'home.md', base: './content' }), schema: homePageSchema });

/** About page copy: content/about.md (id "about"); the body is the founders' story. */
const about = defineCollection({ loader: glob({ pattern: 'about.md', base: './content' }), schema: aboutPageSchema });

/** Founders: one Markdown file each in content/founders/. */
const founders = defineCollection({
  loader: glob({ pattern: '*.md', base: './content/founders' }),
  schema: founderSchema,
});

/** Guiding principles: content/principles.json, an array with unique ids. */
const principles = defineCollection({ loader: file('content/principles.json'), schema: principleSchema });

/** Projects: one MDX file each in content/projects/; the body is the overview. */
const projects = defineCollection({
  loader: glob({ pattern: '*.mdx', base: './content/projects' }),
  schema: projectSchema,
});

/** The cancelled 2025 candidate forum: one entry, id "forum-2025", in content/forum.json. */
const forum = defineCollection({ loader: file('content/forum.json'), schema: forumEventSchema });

/** The 2025 election: one entry, id "election-2025", in content/election/election.json. */
const election = defineCollection({ loader: file('content/election/election.json'), schema: electionSchema });

/** Slates: content/election/slates.json, keyed by slate id. */
const slates = defineCollection({ loader: file('content/election/slates.json'), schema: slateSchema });

/** Candidates: one Markdown file each in content/election/candidates/; the body is the bio. */
const candidates = defineCollection({
  loader: glob({ pattern: '*.md', base: './content/election/candidates' }),
  schema: candidateSchema,
});

/** Full interview videos: content/election/interviews.json, keyed by interview id. */
const interviews = defineCollection({ loader: file('content/election/interviews.json'), schema: interviewSchema });

/**
 * Interview topics: content/election/topics.json, an array in page order with unique ids. Collections
 * come back sorted by id, so the parser records each topic's place in the file as `order`.
 */
const topics = defineCollection({
  loader: file('content/election/topics.json', { parser: numberInFileOrder }),
  schema: topicSchema,
});

/** Answer timestamps and summaries: one JSON file per answer group in content/election/answers/. */
const answers = defineCollection({
  loader: glob({ pattern: '*.json', base: './content/election/answers' }),
  schema: answerGroupSchema,
});

/** Campaign finance: one entry, id "finance-2025", in content/election/finance.json. */
const finance = defineCollection({ loader: file('content/election/finance.json'), schema: financeSchema });

export const collections = {
  site,
  home,
  about,
  founders,
  principles,
  projects,
  forum,
  election,
  slates,
  candidates,
  interviews,
  topics,
  answers,
  finance,
};
