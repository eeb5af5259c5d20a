import { describe, expect, it } from 'vitest';
import { answerGroupSchema, interviewSchema } from '../election/schemas.ts';
import { ANSWERS_FORMAT } from './answers-format.ts';
import { type ContentKeys, type EditorFile, editorCollections } from './editor-collections.ts';
import { editorConfig, fileFields } from './editor-config.ts';
import type { EditorField } from './editor-fields.ts';
import { fileDisagreements } from './schema-agreement.ts';

const keys: ContentKeys = {
  forumIds: ['forum-2025'],
  cycles: [
    {
      cycle: '2025',
      slateIds: ['one', 'two'],
      interviewIds: ['mayor-1'],
      answerGroups: ['mayor-1'],
    },
  ],
};

/** Every file the editor offers; a folder's entries are one file each with a body. */
const files: EditorFile[] = editorCollections(keys).flatMap((collection) =>
  collection.kind === 'files'
    ? collection.files
    : [
        {
          name: collection.name,
          label: collection.label,
          file: collection.folder,
          schema: collection.schema,
          shape: 'one',
          translation: 'copy',
          body: true,
        },
      ],
);

/** A field by its path of names. */
function field(fields: readonly EditorField[], ...path: string[]): EditorField {
  const [name, ...rest] = path;
  const found = fields.find((candidate) => candidate.name === name);
  if (!found) throw new Error(`no field ${String(name)}`);
  return rest.length ? field(found.fields as EditorField[], ...rest) : found;
}

const answers = files.find((file) => file.name === 'answers-mayor-1')!;
const interviews = files.find((file) => file.name === 'interviews')!;

describe('the form made from the content schemas', () => {
  it('offers every content collection: site, founders, projects, each cycle with its candidates, the 311 profile', () => {
    const config = editorConfig({ name: 'github', repo: 'org/site', branch: 'main' }, ['en', 'es'], keys);
    expect(config.collections.map((collection) => collection.name)).toEqual([
      'site',
      'founders',
      'projects',
      'election-2025',
      'candidates-2025',
      'township',
    ]);
    expect(files.map((file) => file.name)).toEqual(
      expect.arrayContaining([
        'settings',
        'home',
        'about',
        'principles',
        'forum',
        'election',
        'slates',
        'topics',
        'finance',
        'results',
        'profile',
      ]),
    );
  });

  it('reads and writes an answers file through the answers format (a list in the form, keyed on disk)', () => {
    const config = editorConfig({ name: 'github', repo: 'org/site', branch: 'main' }, ['en'], keys);
    const cycle = config.collections.find((collection) => collection.name === 'election-2025') as {
      files: { name: string; format: string }[];
    };
    const format = (name: string) => cycle.files.find((file) => file.name === name)?.format;
    expect(format('answers-mayor-1')).toBe(ANSWERS_FORMAT);
    expect(format('topics')).toBe('json');
  });

  it('offers uploads to public/ only: no stock photo services', () => {
    const config = editorConfig({ name: 'github', repo: 'org/site', branch: 'main' }, ['en'], keys);
    expect(config.media_libraries).toEqual({ default: { config: { max_file_size: 2_000_000 } }, stock_assets: false });
  });

  it.each(files.map((file) => [file.name, file] as const))('%s: agrees with its schema', (_name, file) => {
    expect(fileDisagreements(file, fileFields(file))).toEqual([]);
  });

  it.each([
    [
      'an answer clip time',
      answers,
      ['answers', 'time'],
      { widget: 'string', required: true, pattern: [expect.any(String), 'write m:ss or h:mm:ss'] },
    ],
    [
      'an optional transcript',
      answers,
      ['answers', 'transcript'],
      { required: false, minlength: 40, maxlength: 8000, i18n: true },
    ],
    [
      'an interview duration',
      interviews,
      ['mayor-1', 'duration'],
      { pattern: [expect.any(String), 'write m:ss or h:mm:ss'] },
    ],
    [
      'a video poster',
      interviews,
      ['mayor-1', 'poster'],
      { widget: 'image', media_libraries: { default: { config: { max_file_size: 2_000_000 } } } },
    ],
    ['a candidate list', interviews, ['mayor-1', 'candidates'], { widget: 'list', min: 1 }],
    [
      "an answer's question: an id, any question's (one added in this session too), the same in every language",
      answers,
      ['answers', 'question'],
      {
        widget: 'string',
        required: true,
        i18n: 'duplicate',
        pattern: ['^[a-z0-9]+(?:-[a-z0-9]+)*$', expect.any(String)],
      },
    ],
  ])('%s', (_what, file, path, expected) => {
    expect(field(fileFields(file), ...path)).toMatchObject(expected);
  });

  it.each([
    [
      'a candidate office is a choice of the offices',
      'candidates-2025',
      ['office'],
      { widget: 'select', options: ['Mayor', 'Township Council'] },
    ],
    ['a website is an address', 'candidates-2025', ['website'], { widget: 'string', type: 'url' }],
    ['a portrait is an image upload', 'founders', ['image'], { widget: 'image', i18n: 'duplicate' }],
    [
      'a question is put to one office or both',
      'topics',
      ['items', 'questions', 'office'],
      { widget: 'select', multiple: true, options: ['Mayor', 'Council'], required: false },
    ],
    [
      'a filing date is a date',
      'finance',
      ['committees', 'reportDate'],
      { pattern: [expect.stringContaining('\\d{4}'), expect.any(String)] },
    ],
    ['a share is a percentage', 'finance', ['committees', 'inTownPercent'], { widget: 'number', min: 0, max: 100 }],
    ['a report is a PDF upload', 'finance', ['committees', 'reportLink'], { widget: 'file', accept: '.pdf' }],
    [
      'a project picture needs its alternative text',
      'projects',
      ['imageAlt'],
      { required: true, minlength: 2, i18n: true },
    ],
    ['a profile holiday date', 'profile', ['serviceLevels', 'holidays', 'date'], { widget: 'string', required: true }],
  ])('%s', (_what, name, path, expected) => {
    expect(field(fileFields(files.find((file) => file.name === name)!), ...path)).toMatchObject(expected);
  });
});

describe('a form that disagrees with its schema is found', () => {
  /** The answers form with one change made to an answer's `time` field (or its question). */
  const broken = (change: (time: EditorField) => EditorField, name = 'time') =>
    fileFields(answers).map((entry) =>
      entry.name === 'answers'
        ? { ...entry, fields: (entry.fields as EditorField[]).map((sub) => (sub.name === name ? change(sub) : sub)) }
        : entry,
    );

  it.each([
    [
      'a pattern changed',
      (time: EditorField) => ({ ...time, pattern: ['^.*$', 'anything'] }),
      'answers-mayor-1.answers[].time: pattern',
    ],
    [
      'a required field made optional',
      (time: EditorField) => ({ ...time, required: false }),
      'answers-mayor-1.answers[].time: required',
    ],
    [
      'a field left out',
      (time: EditorField) => ({ ...time, name: 'start' }),
      'answers-mayor-1.answers[].time: no field in the form',
    ],
  ])('%s', (_what, change, message) => {
    expect(fileDisagreements(answers, broken(change)).join('\n')).toContain(message);
  });

  it("an answer's question made optional, or the list of answers left out", () => {
    expect(
      fileDisagreements(
        answers,
        broken((question) => ({ ...question, required: false }), 'question'),
      ),
    ).toEqual(['answers-mayor-1.answers[].question: no required question field in the form']);
    expect(
      fileDisagreements(
        answers,
        fileFields(answers).filter((entry) => entry.name !== 'answers'),
      ),
    ).toEqual(['answers-mayor-1: no list of answers in the form']);
  });

  it('finds other choices and other list lengths', () => {
    const candidates = files.find((file) => file.name === 'candidates-2025')!;
    const office = fileFields(candidates).map((entry) =>
      entry.name === 'office' ? { ...entry, options: ['Mayor'] } : entry,
    );
    expect(fileDisagreements(candidates, office)).toEqual([
      'candidates-2025.office: choices is ["Mayor","Township Council"] in the schema, ["Mayor"] in the form',
    ]);
    const lists = fileFields(interviews).map((entry) =>
      entry.name === 'mayor-1'
        ? {
            ...entry,
            fields: (entry.fields as EditorField[]).map((sub) =>
              sub.name === 'candidates' ? { ...sub, min: 0 } : sub,
            ),
          }
        : entry,
    );
    expect(fileDisagreements(interviews, lists)).toEqual([
      'interviews.mayor-1.candidates: least items is 1 in the schema, 0 in the form',
    ]);
  });
});

describe('clip times: the form refuses what the build refuses', () => {
  const pattern = new RegExp((field(fileFields(answers), 'answers', 'time').pattern as string[])[0]!);
  const answer = (time: string) => ({ taxes: { time, summary: 'A summary of ten characters or more.' } });

  it.each(['9:37', '22:32', '75:00', '1:01:40'])('accepts %s', (time) => {
    expect(pattern.test(time)).toBe(true);
    expect(answerGroupSchema.safeParse(answer(time)).success).toBe(true);
  });

  it.each(['9:7', '62', '1:5:00', '1:61', 'ten past', ''])('refuses "%s"', (time) => {
    expect(pattern.test(time)).toBe(false);
    expect(answerGroupSchema.safeParse(answer(time)).success).toBe(false);
  });

  it('an interview duration follows the same rule', () => {
    expect(interviewSchema.shape.duration.safeParse('1:5').success).toBe(false);
  });
});
