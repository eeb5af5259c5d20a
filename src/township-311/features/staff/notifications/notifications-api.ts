/**
 * The member's own e-mail setting through the typed client (docs/api.md#staff-e-mails-get-and-put-apistaffaccountnotifications-all-staff):
 * one read and one change, which reads it again once settled.
 */
import { queryOptions } from '@tanstack/react-query';
import type { StaffMailSetting } from '#domain/requests/staff-mail.ts';
import { api, readJson } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { withMessage } from '../api-message.ts';
import { useStaffChange } from '../staff-change.ts';

export const LOAD_SETTING_FAILED = 'Your e-mail setting could not be loaded.';
export const SAVE_SETTING_FAILED = 'Your setting could not be saved. Please try again.';

const notifications = api.api.staff.account.notifications;

export const staffMailSettingQuery = queryOptions({
  queryKey: queryKeys.staffMail.all,
  queryFn: () => readJson(notifications.$get()),
});

const saveSetting = (setting: StaffMailSetting) =>
  withMessage(readJson(notifications.$put({ json: setting })), SAVE_SETTING_FAILED);

export const useSaveStaffMailSetting = () => useStaffChange(saveSetting, queryKeys.staffMail.all);
