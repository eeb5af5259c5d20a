/**
 * `Manage saved views` on All Requests (docs/product.md#311-saved-views): a disclosure listing the
 * views the member may change (their own; for an admin, also those others shared with the
 * department), each with Rename, sharing and Delete (SavedViewRow). What a change did is said in
 * one polite live region, what went wrong in one alert.
 */
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { mayManageView } from '#domain/requests/saved-views.ts';
import { buttonClasses } from '#design/button-classes.ts';
import { LiveMessage } from '../FormField.tsx';
import { useStaffProfile } from '../staff-profile.ts';
import { LOAD_SAVED_VIEWS_FAILED, savedViewsQuery } from './saved-views-api.ts';
import { SavedViewRow } from './SavedViewRow.tsx';

export function ManageSavedViews() {
  const id = useId();
  const me = useStaffProfile();
  const list = useQuery(savedViewsQuery);
  const [open, setOpen] = useState(false);
  const [done, setDone] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const views = [...(list.data?.own ?? []), ...(list.data?.shared ?? [])].filter((view) => mayManageView(view, me));
  const report = (outcome: { done: string } | { failure: string }) => {
    setDone('done' in outcome ? outcome.done : '');
    setFailure('failure' in outcome ? outcome.failure : null);
  };

  return (
    <div className="space-y-3">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={`${id}-panel`}
        className={buttonClasses('secondary', 'md')}
        onClick={() => {
          setOpen(!open);
        }}
      >
        <span aria-hidden="true">{open ? '▾' : '▸'}</span>
        Manage saved views
      </button>
      <div id={`${id}-panel`} hidden={!open} className="space-y-3 rounded-xl bg-white p-4 shadow-sm">
        {/* Inside the panel: every change is made there, and a closed panel adds no empty alert to the page. */}
        <LiveMessage kind="status">{done}</LiveMessage>
        <LiveMessage kind="alert">{failure}</LiveMessage>
        {list.isError ? <p className="text-slate-800">{LOAD_SAVED_VIEWS_FAILED}</p> : null}
        {list.data && views.length === 0 ? (
          <p className="text-slate-800">You have no saved views. Use Save view to keep this one.</p>
        ) : null}
        <ul className="divide-y divide-slate-200">
          {views.map((view) => (
            <SavedViewRow key={view.id} view={view} onOutcome={report} />
          ))}
        </ul>
      </div>
    </div>
  );
}
