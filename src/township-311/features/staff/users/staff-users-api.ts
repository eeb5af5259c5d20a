/**
 * The staff list (GET /api/staff/users) and the admin's create and delete calls. Both changes
 * refetch the list; errors carry the server's message, or a fixed fallback when it has none.
 */
import type { CreateStaff } from '#domain/requests/staff-input.ts';
import { api, ApiError, readJson } from '../../../lib/api-client.ts';

export const CREATE_USER_FAILED = 'Failed to create user';
export const DELETE_USER_FAILED = 'Failed to delete user';

/** The server's message for a refused change; the fallback for a failure without one. */
function messageOf(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.status >= 400 && error.status < 500 ? error.message : fallback;
}

export async function createStaffUser(input: CreateStaff): Promise<void> {
  try {
    await readJson(api.api.admin['create-user'].$post({ json: input }));
  } catch (error) {
    throw new Error(messageOf(error, CREATE_USER_FAILED), { cause: error });
  }
}

export async function deleteStaffUser(uid: string): Promise<void> {
  try {
    await readJson(api.api.admin['delete-user'].$post({ json: { uid } }));
  } catch (error) {
    throw new Error(messageOf(error, DELETE_USER_FAILED), { cause: error });
  }
}
