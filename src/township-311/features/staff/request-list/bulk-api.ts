/**
 * The list's bulk change (POST /api/staff/requests/bulk): once settled, every cached list page and
 * the dashboard are read again, so the rows show what changed (the live feed brings each change
 * too). A refusal carries the server's message.
 */
import type { BulkChange } from '#domain/requests/bulk-change.ts';
import { api, readJson } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { withMessage } from '../api-message.ts';
import { useStaffChange } from '../staff-change.ts';

export const BULK_CHANGE_FAILED = 'The change could not be made. Please try again.';

const bulkChange = (input: BulkChange) =>
  withMessage(readJson(api.api.staff.requests.bulk.$post({ json: input })), BULK_CHANGE_FAILED);

/** @example const change = useBulkChange(); await change.mutateAsync({ ids, change: { status: 'Closed' } }) */
export const useBulkChange = () =>
  useStaffChange(bulkChange, queryKeys.requests.staff.lists, queryKeys.requests.staff.dashboard());
