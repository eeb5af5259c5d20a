/**
 * The browser editor's form fields (Sveltia CMS widgets) from a content schema's JSON Schema: a
 * required field is required in the form, a pattern refuses other input with the schema's message,
 * a choice is a select of the allowed values, list lengths are the schema's. docs/editing-content.md#a-the-browser-editor-at-admin
 */
import { DATA_KEYS } from '../content/translation-overlay.ts';
import type { JsonSchema } from './editor-schema.ts';

/** One form field, in the shape of the editor's configuration file. */
export type EditorField = Record<string, unknown> & { name: string; widget: string };

/** A field's widget and its options, before it has a name. */
type Widget = Record<string, unknown> & { widget: string };

/**
 * How a collection's translations are kept: `copy`, a whole file per language (Markdown: the
 * front matter is repeated); `overlay`, a JSON file holding only the translated text
 * (src/domain/content/translation-overlay.ts); `none`, English only.
 */
export type Translation = 'copy' | 'overlay' | 'none';

/** What a field's mapping needs besides its schema. */
export interface FieldContext {
  translation: Translation;
}

/** Largest upload, bytes: a portrait or project picture needs far less (docs/editing-content.md, section 5). */
export const MAX_UPLOAD_BYTES = 2_000_000;

/** "heroHeading" → "Hero heading": the form label of a field. */
const labelOf = (name: string) => {
  const words = name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** Whether a value of this schema is text a visitor reads, so it has a translation. */
function isText(name: string, schema: JsonSchema): boolean {
  if (schema.type !== 'string') return false;
  return !schema.enum && !schema.pattern && !schema.format && !schema.publicAsset && !DATA_KEYS.has(name);
}

/** Whether anything under this schema is text (an object or list holding some). */
function holdsText(name: string, schema: JsonSchema): boolean {
  if (isText(name, schema)) return true;
  if (schema.properties) return Object.entries(schema.properties).some(([key, sub]) => holdsText(key, sub));
  if (schema.items) return holdsText(name, schema.items);
  return (schema.anyOf ?? []).some((variant) => holdsText(name, variant));
}

/**
 * One schema out of a union the form can show: string-or-list becomes the list; string-or-object
 * (a before/after wording) the object; objects merge, a property required only where all require it.
 */
export function formVariant(schema: JsonSchema): JsonSchema {
  const variants = schema.anyOf;
  if (!variants) return schema;
  const list = variants.find((v) => v.type === 'array');
  if (list) return list;
  const objects = variants.filter((v) => v.type === 'object');
  if (objects.length === 1) return objects[0]!;
  if (objects.length === 0) return variants[0] ?? {};
  const properties = Object.assign({}, ...objects.map((v) => v.properties)) as Record<string, JsonSchema>;
  const required = Object.keys(properties).filter((key) => objects.every((v) => v.required?.includes(key)));
  return { type: 'object', properties, required };
}

/** The widget and its options for one scalar or list schema. */
function widgetOf(schema: JsonSchema, context: FieldContext): Widget {
  if (schema.publicAsset) {
    const image = schema.publicAsset === 'image';
    return {
      widget: image ? 'image' : 'file',
      ...(image ? {} : { accept: schema.publicAsset }),
      media_libraries: { default: { config: { max_file_size: MAX_UPLOAD_BYTES } } },
    };
  }
  if (schema.enum) return { widget: 'select', options: schema.enum };
  if (schema.const !== undefined) return { widget: 'select', options: [schema.const] };
  if (schema.type === 'boolean') return { widget: 'boolean' };
  if (schema.type === 'integer' || schema.type === 'number') {
    const min = schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : schema.minimum;
    const safe = (value: number | undefined) => (value !== undefined && Math.abs(value) < 1e15 ? value : undefined);
    return {
      widget: 'number',
      value_type: schema.type === 'integer' ? 'int' : 'float',
      ...(safe(min) === undefined ? {} : { min }),
      ...(safe(schema.maximum) === undefined ? {} : { max: schema.maximum }),
    };
  }
  if (schema.type === 'array') return listOf(schema, context);
  const pattern = schema.pattern
    ? { pattern: [schema.pattern, schema['x-message'] ?? `must match ${schema.pattern}`] }
    : {};
  return {
    widget: 'string',
    ...(schema.format === 'uri' ? { type: 'url' } : schema.format === 'email' ? { type: 'email' } : {}),
    ...(schema.minLength === undefined ? {} : { minlength: schema.minLength }),
    ...(schema.maxLength === undefined ? {} : { maxlength: schema.maxLength }),
    ...pattern,
  };
}

/** A list: of choices (a multiple select), of texts (one field each), or of objects (a sub-form each). */
function listOf(schema: JsonSchema, context: FieldContext): Widget {
  const items = formVariant(schema.items ?? {});
  const bounds = {
    ...(schema.minItems === undefined ? {} : { min: schema.minItems }),
    ...(schema.maxItems === undefined ? {} : { max: schema.maxItems }),
  };
  if (items.enum) return { widget: 'select', multiple: true, options: items.enum, ...bounds };
  if (items.type === 'object') return { widget: 'list', fields: fieldsOf(items, context), ...bounds };
  return { widget: 'list', field: fieldOf('item', items, true, context), ...bounds };
}

/** The i18n option of a field: translated text, copied data, or data left to the English file. */
function i18nOf(name: string, schema: JsonSchema, context: FieldContext): Record<string, unknown> {
  if (context.translation === 'none') return {};
  if (holdsText(name, schema)) return { i18n: true };
  return context.translation === 'copy' ? { i18n: 'duplicate' } : {};
}

/** A map of texts by free keys (the 311 profile's rule departments): edited as key-value pairs. */
export const isTextMap = (schema: JsonSchema): boolean =>
  !schema.properties &&
  typeof schema.additionalProperties === 'object' &&
  schema.additionalProperties.type === 'string';

/**
 * The form field of one property.
 * @example fieldOf('order', { type: 'integer' }, true, { translation: 'none' }) // { name: 'order', label: 'Order', required: true, widget: 'number', value_type: 'int' }
 */
export function fieldOf(name: string, raw: JsonSchema, required: boolean, context: FieldContext): EditorField {
  const schema = formVariant(raw);
  const base = { name, label: labelOf(name), required, ...i18nOf(name, schema, context) };
  const fallback = schema.default === undefined ? {} : { default: schema.default };
  if (isTextMap(schema)) return { ...base, widget: 'keyvalue', ...fallback };
  if (schema.type === 'object') return { ...base, widget: 'object', fields: fieldsOf(schema, context), ...fallback };
  return { ...base, ...widgetOf(schema, context), ...fallback };
}

/**
 * The form fields of an object schema, in its order.
 * @example fieldsOf({ type: 'object', properties: { a: { type: 'string' } }, required: ['a'] }, { translation: 'none' })[0]?.required // true
 */
export function fieldsOf(schema: JsonSchema, context: FieldContext): EditorField[] {
  // A "$comment" is a note to whoever reads the file, not content.
  return Object.entries(schema.properties ?? {})
    .filter(([name]) => !name.startsWith('$'))
    .map(([name, sub]) => fieldOf(name, sub, schema.required?.includes(name) ?? false, context));
}
