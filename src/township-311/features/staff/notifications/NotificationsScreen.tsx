/**
 * Email notifications (docs/product.md#311-staff-e-mails): each member chooses how they hear about
 * their work: as it happens, a daily digest, or not at all. A native radio group (arrow keys move
 * within it) and a Save button; the outcome is read out by a live region.
 */
import { useQuery } from '@tanstack/react-query';
import { useState, type SyntheticEvent } from 'react';
import { buttonClasses } from '#design/button-classes.ts';
import type { StaffMailChoice } from '#domain/requests/staff-mail.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { LoadState } from '../../../ui/LoadState.tsx';
import { LiveMessage } from '../FormField.tsx';
import { LOAD_SETTING_FAILED, staffMailSettingQuery, useSaveStaffMailSetting } from './notifications-api.ts';

const OPTIONS: readonly { value: StaffMailChoice; label: string; hint: string; saved: string }[] = [
  {
    value: 'immediate',
    label: 'As they happen',
    hint: 'One e-mail each time something happens to your work.',
    saved: 'Saved. You will get e-mails as they happen.',
  },
  {
    value: 'digest',
    label: 'A daily digest',
    hint: 'One e-mail a day, in the morning, with everything since the last one.',
    saved: 'Saved. You will get one e-mail a day with everything since the last one.',
  },
  {
    value: 'none',
    label: 'None',
    hint: 'No e-mails about your work. You still see it in the portal.',
    saved: 'Saved. You will get no e-mails about your work.',
  },
];

function SettingForm({ current }: { current: StaffMailChoice }) {
  const save = useSaveStaffMailSetting();
  const [choice, setChoice] = useState(current);
  const [saved, setSaved] = useState<StaffMailChoice | null>(null);

  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    setSaved(null);
    save.mutate(
      { mail: choice },
      {
        onSuccess: () => {
          setSaved(choice);
        },
      },
    );
  };

  return (
    <form onSubmit={submit} className="max-w-prose space-y-4" noValidate>
      <fieldset className="space-y-3">
        <legend className="mb-2 font-semibold text-slate-900">E-mail me about my work</legend>
        {OPTIONS.map((option) => (
          <label key={option.value} className="flex min-h-11 items-start gap-3 text-slate-900">
            <input
              type="radio"
              name="mail"
              value={option.value}
              checked={choice === option.value}
              onChange={() => {
                setChoice(option.value);
              }}
              aria-describedby={`mail-${option.value}-hint`}
              className="mt-1 size-5 shrink-0 accent-brand-700 focus-visible:outline-3 focus-visible:outline-offset-2"
            />
            <span>
              <span className="font-medium">{option.label}</span>
              <span id={`mail-${option.value}-hint`} className="block text-sm text-slate-700">
                {option.hint}
              </span>
            </span>
          </label>
        ))}
      </fieldset>
      <button type="submit" className={buttonClasses('primary', 'md')} disabled={save.isPending}>
        {save.isPending ? 'Saving…' : 'Save'}
      </button>
      <LiveMessage kind="status">{saved ? OPTIONS.find((option) => option.value === saved)?.saved : null}</LiveMessage>
      <LiveMessage kind="alert">{save.error?.message ?? null}</LiveMessage>
    </form>
  );
}

export function NotificationsScreen() {
  useDocumentTitle('Email notifications');
  const setting = useQuery(staffMailSettingQuery);
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-bold text-slate-900">Email notifications</h1>
      <p className="max-w-prose text-slate-800">
        We e-mail you when a request is assigned to you, when a resident reopens or adds information to your request,
        when a request of yours or your department becomes overdue, and, for managers, when work is reported completed.
      </p>
      <LoadState query={setting} loading="Loading your setting…" failed={LOAD_SETTING_FAILED}>
        {(data) => <SettingForm current={data.mail} />}
      </LoadState>
    </div>
  );
}
