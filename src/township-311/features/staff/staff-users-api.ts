/**
 * Every staff member (GET /api/staff/users): the assignee pickers and the admin's Current Staff
 * table read the same query. The admin's create and delete calls are mutations that refetch it
 * once settled; their errors carry the server's message, or a fixed fallback when it has none.
 */
import { queryOptions } from '@tanstack/react-query';
import type { CreateStaff } from '#domain/requests/staff-input.ts';
import { api, readJson, type SuccessData } from '../../lib/api-client.ts';
import { queryKeys } from '../../lib/query-keys.ts';
import { withMessage } from './api-message.ts';
import { useStaffChange } from './staff-change.ts';

const CREATE_USER_FAILED = 'Failed to create user';
const DELETE_USER_FAILED = 'Failed to delete user';

const usersCall = () => api.api.staff.users.$get();
export type StaffMember = SuccessData<Awaited<ReturnType<typeof usersCall>>>['staff'][number];

export const staffUsersQuery = queryOptions({
  queryKey: queryKeys.staffUsers.all,
  queryFn: () => readJson(usersCall()),
});

const createStaffUser = (input: CreateStaff) =>
  withMessage(readJson(api.api.admin['create-user'].$post({ json: input })), CREATE_USER_FAILED);

const deleteStaffUser = (uid: string) =>
  withMessage(readJson(api.api.admin['delete-user'].$post({ json: { uid } })), DELETE_USER_FAILED);

export const useCreateStaffUser = () => useStaffChange(createStaffUser, queryKeys.staffUsers.all);
export const useDeleteStaffUser = () => useStaffChange(deleteStaffUser, queryKeys.staffUsers.all);
