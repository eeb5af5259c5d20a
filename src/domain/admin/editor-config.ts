/**
 * The browser editor's whole configuration (Sveltia CMS's config.yml, written as JSON, which is
 * YAML too), made at build from the content schemas: one source of truth, never stale.
 * docs/editing-content.md#a-the-browser-editor-at-admin
 */
import { DEFAULT_LANGUAGE } from '../i18n/languages.ts';
import { ANSWERS_FORMAT, ANSWERS_LIST, QUESTION_FIELD } from './answers-format.ts';
import { type ContentKeys, type EditorCollection, type EditorFile, editorCollections } from './editor-collections.ts';
import { type EditorField, type FieldContext, MAX_UPLOAD_BYTES, fieldOf, fieldsOf } from './editor-fields.ts';
import { type JsonSchema, editorSchema, mapValues } from './editor-schema.ts';

/** Where the editor commits: the repository host and repository (content/site.json `contentEditor`). */
export interface EditorBackend {
  name: 'github' | 'gitlab';
  repo: string;
  branch: string;
  /** The OAuth client's address, when the host's sign-in goes through one. */
  baseUrl?: string | undefined;
}

/** Uploads land in public/ (images and PDFs, served as they are). */
const MEDIA = { media_folder: 'public/images/uploads', public_folder: '/images/uploads' };

/** A translation's review mark (docs/translating.md#content): "pending" until a fluent speaker has read it. */
const REVIEW_FIELD: EditorField = {
  name: 'fluentReview',
  label: 'Fluent review',
  widget: 'select',
  options: ['pending'],
  required: false,
  i18n: true,
  hint: 'Leave "pending" on a translation until a fluent speaker has reviewed it; leave empty in English.',
};

const BODY_FIELD: EditorField = { name: 'body', label: 'Body', widget: 'markdown', required: true, i18n: true };

/** An item id's pattern (the loader's entry ids, question ids): lower-case words joined by hyphens. */
const ID_PATTERN = '^[a-z0-9]+(?:-[a-z0-9]+)*$';

/**
 * An answers file's form: one list of answers, each naming its question by id, so a question added
 * in this session can be answered at once. The file keeps answers by question id (answers-format.ts
 * turns one into the other); that each id is a question of the cycle is the build's cross-file
 * check. (A relation field listing the topics' questions was tried: the editor 0.221 does not
 * reach ids two lists deep, in topics and their questions, and offered none.)
 */
function answersField(schema: JsonSchema, context: FieldContext): EditorField {
  const question: EditorField = {
    name: QUESTION_FIELD,
    label: 'Question',
    required: true,
    // The same question in every language: a translation's answer is matched to the English one by it.
    i18n: 'duplicate',
    widget: 'string',
    pattern: [ID_PATTERN, "write the question's id from Topics, e.g. opening-introduce"],
    hint: "The question's id, as in Topics (e.g. opening-introduce). A new question can be answered once it is saved in Topics.",
  };
  return {
    name: ANSWERS_LIST,
    label: 'Answers',
    widget: 'list',
    i18n: true,
    summary: `{{fields.${QUESTION_FIELD}}}`,
    fields: [question, ...fieldsOf(mapValues(schema), context)],
  };
}

/** The form of one file, by its shape. */
export function fileFields(file: EditorFile): EditorField[] {
  const schema = editorSchema(file.schema);
  const context: FieldContext = { translation: file.translation };
  const review = file.translation === 'none' ? [] : [REVIEW_FIELD];
  if (file.shape === 'answers') return [...review, answersField(schema, context)];
  if (file.shape === 'keyed') {
    const entries = (file.keys ?? []).map((key) => ({ ...fieldOf(key, schema, true, context), label: key }));
    return [...review, ...entries];
  }
  if (file.shape === 'list') {
    // An item's id names it across languages (the loader's entry id).
    const id = fieldOf('id', { type: 'string', pattern: ID_PATTERN }, true, context);
    const own = fieldsOf(schema, context).filter((field) => !file.omit?.includes(field.name));
    return [{ name: 'items', label: file.label, widget: 'list', root: true, i18n: true, fields: [id, ...own] }];
  }
  return [...review, ...fieldsOf(schema, context), ...(file.body ? [BODY_FIELD] : [])];
}

/** One collection in the configuration's shape. */
function collectionConfig(collection: EditorCollection): Record<string, unknown> {
  if (collection.kind === 'folder') {
    const file: EditorFile = {
      name: collection.name,
      label: collection.label,
      file: '',
      schema: collection.schema,
      shape: 'one',
      translation: 'copy',
      body: true,
    };
    return {
      name: collection.name,
      label: collection.label,
      folder: collection.folder,
      extension: collection.extension,
      format: 'frontmatter',
      create: true,
      i18n: true,
      identifier_field: collection.identifier,
      slug: `{{${collection.identifier}}}`,
      fields: fileFields(file),
    };
  }
  return {
    name: collection.name,
    label: collection.label,
    i18n: collection.files.some((file) => file.translation !== 'none'),
    files: collection.files.map((file) => ({
      name: file.name,
      label: file.label,
      file: file.file,
      format: file.shape === 'answers' ? ANSWERS_FORMAT : file.body ? 'frontmatter' : 'json',
      i18n: file.translation !== 'none',
      fields: fileFields(file),
    })),
  };
}

/**
 * The editor's configuration for a backend, the offered languages and the content's keys.
 * @example editorConfig({ name: 'github', repo: 'org/site', branch: 'main' }, ['en', 'es'], { forumIds: [], cycles: [] }).publish_mode // 'editorial_workflow'
 */
export function editorConfig(backend: EditorBackend, languages: readonly string[], keys: ContentKeys) {
  return {
    backend: {
      name: backend.name,
      repo: backend.repo,
      branch: backend.branch,
      ...(backend.baseUrl ? { base_url: backend.baseUrl } : {}),
    },
    // Each change becomes a branch and a pull request (draft, in review, ready), so CI checks it first.
    publish_mode: 'editorial_workflow' as const,
    ...MEDIA,
    // No stock photo services (Pexels, Unsplash...): they need keys and hosts the policy refuses,
    // and a coalition's pictures are its own.
    media_libraries: { default: { config: { max_file_size: MAX_UPLOAD_BYTES } }, stock_assets: false as const },
    i18n: {
      structure: 'multiple_files' as const,
      locales: [...languages],
      default_locale: DEFAULT_LANGUAGE,
      // English stays about.md beside about.es.md; a save writes only the languages edited.
      omit_default_locale_from_file_path: true,
      save_all_locales: false,
    },
    output: { omit_empty_optional_fields: true, json: { indent_style: 'space' as const, indent_size: 2 } },
    collections: editorCollections(keys).map(collectionConfig),
  };
}
