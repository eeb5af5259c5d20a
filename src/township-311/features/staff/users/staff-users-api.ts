/**
 * The admin's create and delete calls on staff members, as mutations. Both refetch the staff list
 * (GET /api/staff/users, `staffUsersQuery`) once settled; errors carry the server's message, or a
 * fixed fallback when it has none.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateStaff } from '#domain/requests/staff-input.ts';
import { api, readJson } from '../../../lib/api-client.ts';
import { messageOf } from '../api-message.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

const CREATE_USER_FAILED = 'Failed to create user';
const DELETE_USER_FAILED = 'Failed to delete user';

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

/** Refetches the staff list after a change, whatever its outcome (a failed one may still have landed). */
function useStaffUsersChange<T>(mutationFn: (value: T) => Promise<void>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.staffUsers.all }),
  });
}

export const useCreateStaffUser = () => useStaffUsersChange(createStaffUser);
export const useDeleteStaffUser = () => useStaffUsersChange(deleteStaffUser);
