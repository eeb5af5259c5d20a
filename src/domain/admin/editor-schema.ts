/**
 * A content schema as the browser editor's form needs it: zod's JSON Schema of what may be written
 * (the input side, so `.default()` fields are optional), with each pattern's own zod message kept
 * as `x-message`, so the form says "write m:ss or h:mm:ss" as the build does. Refinements that
 * JSON Schema cannot express (a linked file exists, percents add up) stay with the build.
 */
import { z } from 'zod';

/** The part of JSON Schema the content schemas use. */
export interface JsonSchema {
  type?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: JsonSchema | boolean;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  pattern?: string;
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  minItems?: number;
  maxItems?: number;
  default?: unknown;
  /** The zod message of the schema's pattern, for the form. */
  'x-message'?: string;
  /** Set by `publicAsset()`: a file in public/, "image" or an extension such as ".pdf". */
  publicAsset?: string;
}

/**
 * The schema of a map's values (an answers file's answer, by question id); empty when it is no map.
 * @example mapValues({ type: 'object', additionalProperties: { type: 'string' } }) // { type: 'string' }
 */
export const mapValues = (schema: JsonSchema): JsonSchema =>
  typeof schema.additionalProperties === 'object' ? schema.additionalProperties : {};

/** A zod check's own error message, when it has a fixed one. */
function checkMessage(check: unknown): string | undefined {
  const def = (check as { _zod?: { def?: { format?: string; error?: (issue: object) => unknown } } })._zod?.def;
  if (def?.format !== 'regex' || typeof def.error !== 'function') return undefined;
  const message = def.error({});
  return typeof message === 'string' ? message : undefined;
}

/**
 * The JSON Schema of a content schema's input, patterns carrying their zod messages.
 * @example editorSchema(z.object({ t: z.string().regex(/^\d+$/, 'digits') })).properties?.t?.['x-message'] // 'digits'
 */
export function editorSchema(schema: z.ZodType): JsonSchema {
  return z.toJSONSchema(schema, {
    io: 'input',
    unrepresentable: 'any',
    override: ({ zodSchema, jsonSchema }) => {
      const checks = (zodSchema as { _zod: { def: { checks?: unknown[] } } })._zod.def.checks ?? [];
      const message = checks.map(checkMessage).find((text) => text !== undefined);
      if (message && jsonSchema.pattern) jsonSchema['x-message'] = message;
    },
  }) as JsonSchema;
}
