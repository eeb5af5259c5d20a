import { defineCollection } from 'astro:content';
import { file, glob } from 'astro/loaders';
import { siteConfigSchema } from './shared/content/site-config.ts';
import {
  aboutPageSchema,
  forumEventSchema,
  founderSchema,
  homePageSchema,
  principleSchema,
  projectSchema,
} from './shared/content/schemas.ts';

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

export const collections = { site, home, about, founders, principles, projects, forum };
