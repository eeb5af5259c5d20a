/**
 * What a staff member reads when a call fails: the server's message for a refusal (4xx), the
 * given fallback for a fault or an unreachable server, and the message of an Error raised in the
 * browser (Firebase Authentication's refusal, already in the portal's words).
 */
import { ApiError } from '../../lib/api-client.ts';

/** @example messageOf(new ApiError('No staff member with that id.', 404, 'not_found'), 'Failed') // 'No staff member with that id.' */
export function messageOf(error: unknown, fallback: string): string {
  if (error instanceof ApiError) return error.status >= 400 && error.status < 500 ? error.message : fallback;
  return error instanceof Error && error.message ? error.message : fallback;
}

/**
 * A call's data, or an Error carrying `messageOf` its failure (the cause kept), for a mutation to show.
 * @example withMessage(readJson(api.api.admin['api-keys'].$post({ json })), 'Failed to create the API key.')
 */
export async function withMessage<T>(call: Promise<T>, fallback: string): Promise<T> {
  try {
    return await call;
  } catch (error) {
    throw new Error(messageOf(error, fallback), { cause: error });
  }
}
