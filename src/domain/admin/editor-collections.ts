/**
 * The browser editor's collections: every content file an editor changes, each with the schema the
 * build checks it against (src/content.config.ts), so the form is made from that schema.
 * docs/editing-content.md#a-the-browser-editor-at-admin
 */
import type { z } from 'zod';
import {
  aboutPageSchema,
  forumEventSchema,
  founderSchema,
  homePageSchema,
  principleSchema,
} from '../content/schemas.ts';
import { projectSchema } from '../content/schemas.ts';
import { siteConfigSchema } from '../content/site-config.ts';
import { answerGroupSchema, candidateSchema, electionSchema, financeSchema } from '../election/schemas.ts';
import { interviewSchema, resultsSchema, slateSchema, topicSchema } from '../election/schemas.ts';
import { townshipProfileSchema } from '../township/profile-schema.ts';
import type { Translation } from './editor-fields.ts';

/** How a file's content maps to its schema. */
export type Shape =
  /** The file is one entry of the schema. */
  | 'one'
  /** An object of entries keyed by id (slates.json): one sub-form per known id. */
  | 'keyed'
  /** An array of entries (topics.json): one list. */
  | 'list'
  /** Answers by question id, edited as a list whose items name their question (answers-format.ts). */
  | 'answers';

/** One file of a file collection. */
export interface EditorFile {
  name: string;
  label: string;
  /** Path from the project root; `{{locale}}` before the extension where it has translations. */
  file: string;
  schema: z.ZodType;
  shape: Shape;
  translation: Translation;
  /** Whether a Markdown body follows the front matter. */
  body?: boolean;
  /** The ids of a `keyed` file, in form order. */
  keys?: readonly string[];
  /** Fields the loader adds (topics' `order`, their place in the file): never written, so not in the form. */
  omit?: readonly string[];
}

/** A collection: a set of files, or a folder with one entry per file. */
export type EditorCollection =
  | { kind: 'files'; name: string; label: string; files: EditorFile[] }
  | {
      kind: 'folder';
      name: string;
      label: string;
      folder: string;
      extension: 'md' | 'mdx';
      schema: z.ZodType;
      /** The field whose value names a new entry's file. */
      identifier: string;
    };

/** What the content holds that the forms depend on: ids and keys, read from content/ at build. */
export interface ContentKeys {
  forumIds: readonly string[];
  cycles: readonly {
    cycle: string;
    slateIds: readonly string[];
    interviewIds: readonly string[];
    /** The answer files' names without .json (the interviews' answer groups). */
    answerGroups: readonly string[];
  }[];
}

const json = (file: string) => `content/${file}.{{locale}}.json`;

/** One election cycle's files, and its candidates' folder. */
function cycleCollections(cycle: ContentKeys['cycles'][number]): EditorCollection[] {
  const dir = `elections/${cycle.cycle}`;
  const file = (name: string, schema: z.ZodType, shape: Shape, keys?: readonly string[]): EditorFile => ({
    name,
    label: name.charAt(0).toUpperCase() + name.slice(1),
    file: json(`${dir}/${name}`),
    schema,
    shape,
    translation: 'overlay',
    ...(keys ? { keys } : {}),
  });
  const answers = cycle.answerGroups.map((group) => ({
    ...file(`answers/${group}`, answerGroupSchema, 'answers'),
    name: `answers-${group}`,
    label: `Answers: ${group}`,
  }));
  return [
    {
      kind: 'files',
      name: `election-${cycle.cycle}`,
      label: `Election ${cycle.cycle}`,
      files: [
        file('election', electionSchema, 'one'),
        file('slates', slateSchema, 'keyed', cycle.slateIds),
        file('interviews', interviewSchema, 'keyed', cycle.interviewIds),
        { ...file('topics', topicSchema, 'list'), omit: ['order'] },
        ...answers,
        file('finance', financeSchema, 'one'),
        file('results', resultsSchema, 'one'),
      ],
    },
    {
      kind: 'folder',
      name: `candidates-${cycle.cycle}`,
      label: `Candidates ${cycle.cycle}`,
      folder: `content/${dir}/candidates`,
      extension: 'md',
      schema: candidateSchema,
      identifier: 'name',
    },
  ];
}

/**
 * Every collection the editor offers, site first, then each cycle, then the township's 311 profile.
 * @example editorCollections({ forumIds: [], cycles: [] }).map((c) => c.name) // ['site', 'founders', 'projects', 'township']
 */
export function editorCollections(keys: ContentKeys): EditorCollection[] {
  const md = (name: string, schema: z.ZodType): EditorFile => ({
    name,
    label: name.charAt(0).toUpperCase() + name.slice(1),
    file: `content/${name}.{{locale}}.md`,
    schema,
    shape: 'one',
    translation: 'copy',
    body: true,
  });
  return [
    {
      kind: 'files',
      name: 'site',
      label: 'Site',
      files: [
        {
          name: 'settings',
          label: 'Site settings',
          file: json('site'),
          schema: siteConfigSchema,
          shape: 'one',
          translation: 'overlay',
        },
        md('home', homePageSchema),
        md('about', aboutPageSchema),
        {
          name: 'principles',
          label: 'Principles',
          file: json('principles'),
          schema: principleSchema,
          shape: 'list',
          translation: 'overlay',
        },
        {
          name: 'forum',
          label: 'Forum',
          file: json('forum'),
          schema: forumEventSchema,
          shape: 'keyed',
          translation: 'overlay',
          keys: keys.forumIds,
        },
      ],
    },
    {
      kind: 'folder',
      name: 'founders',
      label: 'Founders',
      folder: 'content/founders',
      extension: 'md',
      schema: founderSchema,
      identifier: 'name',
    },
    {
      kind: 'folder',
      name: 'projects',
      label: 'Projects',
      folder: 'content/projects',
      extension: 'mdx',
      schema: projectSchema,
      identifier: 'slug',
    },
    ...keys.cycles.flatMap(cycleCollections),
    {
      kind: 'files',
      name: 'township',
      label: 'Township 311 profile',
      files: [
        {
          name: 'profile',
          label: 'Township profile',
          file: 'content/township/profile.json',
          schema: townshipProfileSchema,
          shape: 'one',
          translation: 'none',
        },
      ],
    },
  ];
}
