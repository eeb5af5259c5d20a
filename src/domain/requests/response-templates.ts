/**
 * Response templates (docs/product.md#311-response-templates): short public-comment texts that
 * managers and admins keep per category, and a few for any category, which staff insert into the
 * public comment box. The input schema is shared by the portal's form and the API; the rules a
 * store applies inside its write (at most MAX_TEMPLATES_PER_GROUP per group, titles unique in a
 * group whatever their case) are `templateConflict`, so both backends refuse the same things.
 */
import * as z from 'zod/mini';
import en from 'zod/v4/locales/en.js';
import type { Category } from './constants.ts';
import { isCategoryName } from '../township/township.ts';
import { categoryNameSchema } from '../township/name-schemas.ts';
import { requiredLine, requiredText } from './required-text.ts';
import { MAX_NOTE_LENGTH } from './staff-input.ts';

// zod/mini installs no English messages of its own (see staff-input.ts).
z.config(en());

/** Templates one category (or the "any category" group) may hold. */
export const MAX_TEMPLATES_PER_GROUP = 20;
export const MAX_TEMPLATE_TITLE_LENGTH = 80;
/** A template's text is a public comment: the comment box's own limit. */
export const MAX_TEMPLATE_TEXT_LENGTH = MAX_NOTE_LENGTH;
/** The query value and form value for templates of any category (stored as category null). */
export const ANY_CATEGORY = 'any';

export const TEMPLATE_MESSAGES = {
  titleRequired: 'Please enter a title.',
  titleTooLong: `The title must be at most ${MAX_TEMPLATE_TITLE_LENGTH} characters.`,
  textRequired: 'Please enter the comment text.',
  textTooLong: `The text must be at most ${MAX_TEMPLATE_TEXT_LENGTH} characters.`,
  categoryInvalid: 'Please choose a category, or Any category.',
  full: `This category already has ${MAX_TEMPLATES_PER_GROUP} templates. Delete one before adding another.`,
  duplicateTitle: 'This category already has a template with that title.',
  notFound: 'No response template with that id.',
} as const;

const title = requiredLine(MAX_TEMPLATE_TITLE_LENGTH, {
  required: TEMPLATE_MESSAGES.titleRequired,
  tooLong: TEMPLATE_MESSAGES.titleTooLong,
});
const text = requiredText(MAX_TEMPLATE_TEXT_LENGTH, {
  required: TEMPLATE_MESSAGES.textRequired,
  tooLong: TEMPLATE_MESSAGES.textTooLong,
});
/** A category's name, or "any". */
const group = z
  .string({ error: TEMPLATE_MESSAGES.categoryInvalid })
  .check(
    z.refine((value) => value === ANY_CATEGORY || isCategoryName(value), { error: TEMPLATE_MESSAGES.categoryInvalid }),
  );

/** The form's values: the category as the select holds it ("any" or a category). */
export const templateFormSchema = z.object({ category: group, title, text });
export type TemplateForm = z.output<typeof templateFormSchema>;

/** The API's body: `category` is a category's name, or null for any category. */
export const templateInputSchema = z.object({
  category: z.nullable(categoryNameSchema(TEMPLATE_MESSAGES.categoryInvalid)),
  title,
  text,
});
export type TemplateInput = z.output<typeof templateInputSchema>;

/** The list's query: `?category=Graffiti` or `?category=any`. */
export const templateListQuerySchema = z.object({ category: group });

/**
 * @example groupCategory('any') // null
 * @example groupCategory('Graffiti') // 'Graffiti'
 */
export function groupCategory(value: Category): Category | null {
  return value === ANY_CATEGORY ? null : value;
}

/** A stored template, as the API sends it. */
export interface ResponseTemplate {
  id: string;
  /** Null: offered for requests of any category. */
  category: Category | null;
  title: string;
  text: string;
  createdAt: string;
  updatedAt: string;
  /** Who wrote it last. */
  updatedBy: { id: string; name: string };
}

/** Titles are the same when they match ignoring case and surrounding space. */
const titleKey = (value: string) => value.trim().toLocaleLowerCase('en');

/**
 * Why a template cannot join a group that holds `existing` (null when it can): a title the group
 * already has, or a full group (which an edit inside the group never makes larger). `selfId` is
 * the template being edited, which does not count.
 * @example templateConflict(graffitiTemplates, { title: 'Cleaned' }, 20) // 'duplicate' when one is titled "cleaned"
 */
export function templateConflict(
  existing: readonly Pick<ResponseTemplate, 'id' | 'title'>[],
  candidate: { title: string },
  max: number,
  selfId?: string,
): 'duplicate' | 'full' | null {
  const others = existing.filter((template) => template.id !== selfId);
  if (others.some((template) => titleKey(template.title) === titleKey(candidate.title))) return 'duplicate';
  // An edit within its own group does not make the group larger.
  const grows = others.length === existing.length;
  return grows && others.length >= max ? 'full' : null;
}

/**
 * The order of a group: by title (case and accents aside), then id, so both stores agree.
 * @example templates.sort(compareTemplates)
 */
export function compareTemplates(a: ResponseTemplate, b: ResponseTemplate): number {
  return a.title.localeCompare(b.title, 'en', { sensitivity: 'base' }) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}

/**
 * The text of the comment box after inserting a template's text at the selection (replacing what
 * is selected), with a space or line break so words do not run together, and where the caret goes.
 * @example insertText('Hello', 5, 5, 'Crew booked.') // { value: 'Hello Crew booked.', caret: 18 }
 */
export function insertText(
  value: string,
  start: number,
  end: number,
  inserted: string,
): { value: string; caret: number } {
  const from = Math.max(0, Math.min(start, value.length));
  const to = Math.max(from, Math.min(end, value.length));
  const before = value.slice(0, from);
  const after = value.slice(to);
  const lead = before === '' || /\s$/.test(before) ? '' : ' ';
  const trail = after === '' || /^\s/.test(after) ? '' : ' ';
  const next = `${before}${lead}${inserted}${trail}${after}`;
  return { value: next, caret: before.length + lead.length + inserted.length };
}
