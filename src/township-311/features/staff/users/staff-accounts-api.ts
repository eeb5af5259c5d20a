/**
 * An admin's account changes (docs/api.md#staff-accounts) as mutations, and the account audit log
 * as pages. Every change refetches the staff list and the log once settled; errors carry the
 * server's message, or a fixed one when it has none.
 */
import { infiniteQueryOptions } from '@tanstack/react-query';
import type { ResetMethod, UpdateStaff } from '#domain/requests/staff-account-input.ts';
import { api, readJson, type SuccessData } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { withMessage } from '../api-message.ts';
import { useStaffChange } from '../staff-change.ts';

const ACCOUNT_CHANGE_FAILED = 'Failed to change the account. Please try again.';
const admin = api.api.admin;
const member = admin.users[':uid'];

const auditCall = (cursor: string | null) => admin.audit.$get({ query: cursor === null ? {} : { cursor } });
type AuditPageReply = SuccessData<Awaited<ReturnType<typeof auditCall>>>;

/** The log, newest first, one page of 25 after another ("Show older entries"). */
export const auditLogQuery = infiniteQueryOptions({
  queryKey: queryKeys.staffAudit.all,
  queryFn: ({ pageParam }) => readJson(auditCall(pageParam)),
  initialPageParam: null as string | null,
  getNextPageParam: (last: AuditPageReply) => last.nextCursor,
});

const resetCall = (uid: string, method: ResetMethod) =>
  member['password-resets'].$post({ param: { uid }, json: { method } });
/** A temporary password or a reset link, shown once. */
export type ResetReply = SuccessData<Awaited<ReturnType<typeof resetCall>>>;

const updateStaff = ({ uid, ...change }: UpdateStaff) =>
  withMessage(readJson(member.$patch({ param: { uid }, json: change })), ACCOUNT_CHANGE_FAILED);
const deactivateStaff = (uid: string) =>
  withMessage(readJson(member.deactivated.$put({ param: { uid } })), ACCOUNT_CHANGE_FAILED);
const reactivateStaff = (uid: string) =>
  withMessage(readJson(member.deactivated.$delete({ param: { uid } })), ACCOUNT_CHANGE_FAILED);
const resetStaffPassword = ({ uid, method }: { uid: string; method: ResetMethod }) =>
  withMessage(readJson(resetCall(uid, method)), ACCOUNT_CHANGE_FAILED);

/** The staff list and the audit log are read again after each change. */
const useAccountChange = <T, R>(change: (value: T) => Promise<R>) =>
  useStaffChange(change, queryKeys.staffUsers.all, queryKeys.staffAudit.all);

export const useUpdateStaff = () => useAccountChange(updateStaff);
export const useDeactivateStaff = () => useAccountChange(deactivateStaff);
export const useReactivateStaff = () => useAccountChange(reactivateStaff);
export const useResetStaffPassword = () => useAccountChange(resetStaffPassword);
