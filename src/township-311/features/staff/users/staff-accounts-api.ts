/**
 * An admin's account changes (docs/api.md#staff-accounts) as mutations, and the account audit log
 * as pages. Every change refetches the staff list and the log once settled; errors carry the
 * server's message, or a fixed one when it has none.
 */
import { infiniteQueryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ResetMethod, UpdateStaff } from '#domain/requests/staff-account-input.ts';
import { api, readJson, type SuccessData } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { messageOf } from '../api-message.ts';

export const ACCOUNT_CHANGE_FAILED = 'Failed to change the account. Please try again.';
const admin = api.api.admin;

/** Runs a call, turning its failure into an Error with the message to show. */
async function call<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw new Error(messageOf(error, ACCOUNT_CHANGE_FAILED), { cause: error });
  }
}

const member = admin.users[':uid'];
const resetCall = (uid: string, method: ResetMethod) =>
  member['password-resets'].$post({ param: { uid }, json: { method } });
export type ResetReply = SuccessData<Awaited<ReturnType<typeof resetCall>>>;

export const accountCalls = {
  update: ({ uid, ...change }: UpdateStaff) => call(() => readJson(member.$patch({ param: { uid }, json: change }))),
  deactivate: (uid: string) => call(() => readJson(member.deactivated.$put({ param: { uid } }))),
  reactivate: (uid: string) => call(() => readJson(member.deactivated.$delete({ param: { uid } }))),
  reset: ({ uid, method }: { uid: string; method: ResetMethod }) => call(() => readJson(resetCall(uid, method))),
};

/** A change as a mutation; the staff list and the audit log are read again after it. */
export function useAccountChange<T, R>(mutationFn: (value: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: queryKeys.staffUsers.all });
      await queryClient.invalidateQueries({ queryKey: queryKeys.staffAudit.all });
    },
  });
}

const auditCall = (cursor: string | null) => admin.audit.$get({ query: cursor === null ? {} : { cursor } });
export type AuditPageReply = SuccessData<Awaited<ReturnType<typeof auditCall>>>;

/** The log, newest first, one page of 25 after another ("Show older entries"). */
export const auditLogQuery = infiniteQueryOptions({
  queryKey: queryKeys.staffAudit.all,
  queryFn: ({ pageParam }) => readJson(auditCall(pageParam)),
  initialPageParam: null as string | null,
  getNextPageParam: (last: AuditPageReply) => last.nextCursor,
});
