/**
 * zValidator with the API's error format: a body that fails its schema gets a 422 whose message is
 * the schema's own (the product's texts, such as "Password must be at least 6 characters long.").
 * Malformed JSON never reaches the schema: Hono answers it with a 400 the app formats the same way.
 */
import { zValidator } from '@hono/zod-validator';
import type { ValidationTargets } from 'hono';
import type * as z from 'zod/v4/core';
import { ApiFailure } from '../http/api-error.ts';

/** @example .post('/notes', validate('json', noteSchema), (c) => c.req.valid('json').text) */
export function validate<Target extends keyof ValidationTargets, Schema extends z.$ZodType>(
  target: Target,
  schema: Schema,
) {
  return zValidator(target, schema, (result) => {
    if (result.success) return undefined;
    const messages = [...new Set(result.error.issues.map((issue) => issue.message))];
    throw new ApiFailure(422, messages.join(' '));
  });
}

/**
 * zValidator for a path's parameters: a value that fails its schema names nothing that exists, so
 * it gets the 404 of an unknown one, with that message.
 * @example .delete('/keys/:id', validPath(keyIdSchema, 'No API key with that id.'), (c) => c.req.valid('param').id)
 */
export function validPath<Schema extends z.$ZodType>(schema: Schema, notFoundMessage: string) {
  return zValidator('param', schema, (result) => {
    if (result.success) return undefined;
    throw new ApiFailure(404, notFoundMessage);
  });
}
