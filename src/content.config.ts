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
  resultsSchema,
  slateSchema,
  topicSchema,
} from '#domain/election/schemas.ts';
import { cycleLoader } from '#site/lib/cycle-loader.ts';
import { inPublicFolder } from '#site/lib/public-files.ts';

checkPublicFilesWith(inPublicFolder());

/** Organisation-wide settings: one entry, id "site", in content/site.json. */
const site = defineCollection({ loader: file('content/site.json'), schema: siteConfigSchema });

/** An entry's id: its file name without the extension, so a translation's is "home.es" (docs/translating.md). */
const fileId = ({ entry }: { entry: string }) => entry.replace(/\.mdx?$/, '');

/** Home page copy: content/home.md (id "home"), and its translations (home.es.md, id "home.es"); the body is the mission blurb. */
const home = defineCollection({
  loader: glob({ pattern: 'home{,.*}.md', base: './content', generateId: fileId }),
  schema: homePageSchema,
});

/** About page copy: content/about.md (id "about"), and its translations (about.es.md); the body is the founders' story. */
const about = defineCollection({
  loader: glob({ pattern: 'about{,.*}.md', base: './content', generateId: fileId }),
  schema: aboutPageSchema,
});

/** Founders: one Markdown file each in content/founders/ (translations beside them: priya-raman.es.md). */
const founders = defineCollection({
  loader: glob({ pattern: '*.md', base: './content/founders', generateId: fileId }),
  schema: founderSchema,
});

/** Guiding principles: content/principles.json, an array with unique ids. */
const principles = defineCollection({ loader: file('content/principles.json'), schema: principleSchema });

/** Projects: one MDX file each in content/projects/; the body is the overview. Translations are not projects. */
const projects = defineCollection({
  loader: glob({ pattern: ['*.mdx', '!*.*.mdx'], base: './content/projects' }),
  schema: projectSchema,
});

/**
 * Projects' translations beside them (content/projects/x.es.mdx, id "x.es"): a copy of the English
 * file with its text translated, read by src/site/lib/page-content.ts.
 */
const projectTranslations = defineCollection({
  loader: glob({ pattern: '*.*.mdx', base: './content/projects', generateId: fileId }),
  schema: projectSchema,
});

/** Candidate forums, keyed by id, in content/forum.json; a cycle's election.json names its forum (`forum`). */
const forum = defineCollection({ loader: file('content/forum.json'), schema: forumEventSchema });

// Election cycles: one folder each in content/elections/ ("2025/"), with the same files. Every
// entry's id starts with its cycle ("2025/proven-leaders"); src/site/lib/load-election.ts groups them.

/** Each cycle's settings: content/elections/{cycle}/election.json, id "{cycle}". */
const elections = defineCollection({ loader: cycleLoader('election.json', 'one'), schema: electionSchema });

/** Slates: content/elections/{cycle}/slates.json, keyed by slate id. */
const slates = defineCollection({ loader: cycleLoader('slates.json', 'keyed'), schema: slateSchema });

/**
 * Candidates: one Markdown file each in content/elections/{cycle}/candidates/; the body is the bio.
 * A translation beside it (x.es.md, id "{cycle}/x.es") is read by src/site/lib/load-election.ts.
 */
const candidates = defineCollection({
  loader: glob({
    pattern: '*/candidates/*.md',
    base: './content/elections',
    generateId: ({ entry }) => entry.replace('/candidates/', '/').replace(/\.md$/, ''),
  }),
  schema: candidateSchema,
});

/** Full interview videos: content/elections/{cycle}/interviews.json, keyed by interview id. */
const interviews = defineCollection({ loader: cycleLoader('interviews.json', 'keyed'), schema: interviewSchema });

/** Interview topics: content/elections/{cycle}/topics.json, an array in page order (`order` is its place). */
const topics = defineCollection({ loader: cycleLoader('topics.json', 'list'), schema: topicSchema });

/** Answer timestamps and summaries: one JSON file per answer group in content/elections/{cycle}/answers/. */
const answers = defineCollection({ loader: cycleLoader('answers/*.json', 'one'), schema: answerGroupSchema });

/** Campaign finance: content/elections/{cycle}/finance.json, id "{cycle}". */
const finance = defineCollection({ loader: cycleLoader('finance.json', 'one'), schema: financeSchema });

/** Results, once counted: content/elections/{cycle}/results.json, id "{cycle}". */
const results = defineCollection({ loader: cycleLoader('results.json', 'one'), schema: resultsSchema });

export const collections = {
  site,
  home,
  about,
  founders,
  principles,
  projects,
  projectTranslations,
  forum,
  elections,
  slates,
  candidates,
  interviews,
  topics,
  answers,
  finance,
  results,
};
