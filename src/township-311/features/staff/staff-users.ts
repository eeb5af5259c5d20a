/**
 * Every staff member (GET /api/staff/users): the assignee picker of a request and the admin's
 * Current Staff table read the same query.
 */
import { queryOptions } from '@tanstack/react-query';
import { api, readJson, type SuccessData } from '../../lib/api-client.ts';
import { queryKeys } from '../../lib/query-keys.ts';

const usersCall = () => api.api.staff.users.$get();
export type StaffMember = SuccessData<Awaited<ReturnType<typeof usersCall>>>['staff'][number];

export const staffUsersQuery = queryOptions({
  queryKey: queryKeys.staffUsers.all,
  queryFn: () => readJson(usersCall()),
});
