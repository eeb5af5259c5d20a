/**
 * Inputs of the admin's Open311 API key calls, shared by the User Management form and the API:
 * a label of 1 to 100 characters (trimmed) to create a key, and the id in the path that revokes one.
 */
import * as z from 'zod/mini';
import en from 'zod/v4/locales/en.js';
import { requiredLine } from './required-text.ts';

// zod/mini installs no English messages of its own (see staff-input.ts).
z.config(en());

const MAX_API_KEY_LABEL_LENGTH = 100;

export const API_KEY_MESSAGES = {
  labelRequired: 'Please enter a label for the key.',
  labelTooLong: `The label must be at most ${MAX_API_KEY_LABEL_LENGTH} characters.`,
  unknownKey: 'No API key with that id.',
} as const;

export const createApiKeySchema = z.object({
  label: requiredLine(MAX_API_KEY_LABEL_LENGTH, {
    required: API_KEY_MESSAGES.labelRequired,
    tooLong: API_KEY_MESSAGES.labelTooLong,
  }),
});
export type CreateApiKeyInput = z.input<typeof createApiKeySchema>;
export type CreateApiKey = z.output<typeof createApiKeySchema>;

/** The :id of DELETE /api/admin/api-keys/:id. */
export const apiKeyIdSchema = z.object({ id: z.string().check(z.trim(), z.minLength(1), z.maxLength(128)) });
