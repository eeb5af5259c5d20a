/**
 * Where a form and its content schema disagree: a field missing, required in one and not the
 * other, another pattern, other choices or other list lengths. It walks the schema on its own, apart
 * from the mapping in editor-fields.ts, so a mistake there shows here. The build refuses a
 * configuration with any (src/pages/admin/config.yml.ts).
 */
import { ANSWERS_LIST, QUESTION_FIELD } from './answers-format.ts';
import type { EditorFile } from './editor-collections.ts';
import { type EditorField, formVariant, isTextMap } from './editor-fields.ts';
import { type JsonSchema, editorSchema, mapValues } from './editor-schema.ts';

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The disagreements of one property's schema and its field, named by the field's path. */
function fieldDisagreements(path: string, raw: JsonSchema, required: boolean, field: EditorField): string[] {
  const schema = formVariant(raw);
  const problems: string[] = [];
  const differ = (what: string, inSchema: unknown, inForm: unknown) => {
    if (!same(inSchema, inForm))
      problems.push(
        `${path}: ${what} is ${JSON.stringify(inSchema)} in the schema, ${JSON.stringify(inForm)} in the form`,
      );
  };
  differ('required', required, field.required !== false);
  if (schema.publicAsset) differ('widget', schema.publicAsset === 'image' ? 'image' : 'file', field.widget);
  else if (schema.enum) differ('choices', schema.enum, field.options);
  // An upload writes a path under public/ by itself, which is what an asset's "^/" pattern asks.
  if (schema.pattern && !schema.publicAsset)
    differ('pattern', schema.pattern, (field.pattern as unknown[] | undefined)?.[0]);
  if (schema.type === 'array') {
    differ('least items', schema.minItems, field.min);
    differ('most items', schema.maxItems, field.max);
    const items = formVariant(schema.items ?? {});
    if (items.enum) differ('choices', items.enum, field.options);
    else if (items.type === 'object') problems.push(...objectDisagreements(path, items, field.fields));
    else if (field.field) problems.push(...fieldDisagreements(`${path}[]`, items, true, field.field as EditorField));
  }
  if (isTextMap(schema)) differ('widget', 'keyvalue', field.widget);
  else if (schema.type === 'object') problems.push(...objectDisagreements(path, schema, field.fields));
  return problems;
}

/**
 * The disagreements of an object schema and a form's fields.
 * @example objectDisagreements('', { type: 'object', properties: { a: { type: 'string' } }, required: ['a'] }, []) // ['a: no field in the form']
 */
export function objectDisagreements(path: string, schema: JsonSchema, fields: unknown): string[] {
  const list = Array.isArray(fields) ? (fields as EditorField[]) : [];
  const at = (name: string) => (path ? `${path}.${name}` : name);
  const expected: [string, JsonSchema, boolean][] = Object.entries(schema.properties ?? {})
    .filter(([name]) => !name.startsWith('$'))
    .map(([name, sub]) => [name, sub, schema.required?.includes(name) ?? false]);
  return expected.flatMap(([name, sub, required]) => {
    const field = list.find((candidate) => candidate.name === name);
    return field ? fieldDisagreements(at(name), sub, required, field) : [`${at(name)}: no field in the form`];
  });
}

/**
 * The disagreements of one editor file's form (fileFields) and its schema, by the file's shape.
 * @example fileDisagreements(file, fileFields(file)) // []
 */
export function fileDisagreements(file: EditorFile, fields: readonly EditorField[]): string[] {
  const schema = editorSchema(file.schema);
  const named = (name: string) => fields.find((field) => field.name === name);
  if (file.shape === 'keyed') {
    return (file.keys ?? []).flatMap((key) => {
      const field = named(key);
      return field
        ? fieldDisagreements(`${file.name}.${key}`, schema, true, field)
        : [`${file.name}.${key}: no field in the form`];
    });
  }
  if (file.shape === 'list') {
    const items = named('items');
    const kept = Object.entries(schema.properties ?? {}).filter(([name]) => !file.omit?.includes(name));
    const own = { ...schema, properties: Object.fromEntries(kept) };
    return items ? objectDisagreements(file.name, own, items.fields) : [`${file.name}: no list in the form`];
  }
  if (file.shape === 'answers') {
    // Each item is one answer (the map's value schema) naming its question, which is required.
    const answers = named(ANSWERS_LIST);
    const path = `${file.name}.${ANSWERS_LIST}[]`;
    if (!answers) return [`${file.name}: no list of answers in the form`];
    const question = (answers.fields as EditorField[] | undefined)?.find((field) => field.name === QUESTION_FIELD);
    return [
      ...(question?.required === true ? [] : [`${path}.${QUESTION_FIELD}: no required question field in the form`]),
      ...objectDisagreements(path, mapValues(schema), answers.fields),
    ];
  }
  return objectDisagreements(file.name, schema, fields);
}
