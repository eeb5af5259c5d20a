/**
 * The list's filters in a disclosure (WAI-ARIA disclosure pattern: a button with aria-expanded
 * that shows and hides the panel), its button saying how many are on. Each change applies at
 * once; the panel opens by itself on a view that has filters, so a bookmarked view shows them.
 */
import { useState } from 'react';
import { PRIORITIES, STATUSES } from '#domain/requests/constants.ts';
import { categoryNames, departmentNames, township } from '#domain/township/township.ts';
import type { StaffListView } from '#domain/requests/staff-list-view.ts';
import { buttonClasses } from '#design/button-classes.ts';
import { LanguageName } from '../LanguageName.tsx';
import { AssigneeSelect } from './AssigneeSelect.tsx';
import { Checkbox, CheckboxGroup } from './CheckboxGroup.tsx';
import { DateRange } from './DateRange.tsx';
import { filtersOn } from './list-view.ts';

const PANEL_ID = 'request-filters';

export function ListFilters({
  view,
  onChange,
  onClear,
}: {
  view: StaffListView;
  onChange: (change: Partial<StaffListView>) => void;
  onClear: () => void;
}) {
  const on = filtersOn(view);
  const [open, setOpen] = useState(on > 0);
  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-center gap-3">
        <button
          type="button"
          aria-expanded={open}
          aria-controls={PANEL_ID}
          className={buttonClasses('secondary', 'md')}
          onClick={() => {
            setOpen(!open);
          }}
        >
          <span aria-hidden="true">{open ? '▾' : '▸'}</span>
          Filters
          {on > 0 ? <span className="font-normal">({on} on)</span> : null}
        </button>
        {on > 0 || view.q ? (
          <button type="button" className={buttonClasses('secondary', 'md')} onClick={onClear}>
            Clear filters
          </button>
        ) : null}
      </div>
      <div id={PANEL_ID} hidden={!open} className="space-y-5 rounded-xl bg-white p-4 shadow-sm">
        <div className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          <CheckboxGroup
            legend="Status"
            options={STATUSES}
            chosen={view.statuses}
            onChange={(statuses) => {
              onChange({ statuses });
            }}
          />
          <CheckboxGroup
            legend="Priority"
            options={PRIORITIES}
            chosen={view.priorities}
            onChange={(priorities) => {
              onChange({ priorities });
            }}
          />
          <div className="space-y-3 lg:col-span-2">
            <AssigneeSelect
              assignee={view.assignee}
              onChange={(assignee) => {
                onChange({ assignee });
              }}
            />
            <Checkbox
              id="request-overdue"
              label="Overdue only"
              checked={view.overdue}
              onChange={(overdue) => {
                onChange({ overdue });
              }}
            />
            <Checkbox
              id="request-review"
              label="Awaiting review only"
              checked={view.reviewPending}
              onChange={(reviewPending) => {
                onChange({ reviewPending });
              }}
            />
          </div>
        </div>
        <DateRange
          from={view.from}
          to={view.to}
          onChange={(range) => {
            onChange(range);
          }}
        />
        <div className="grid gap-5 lg:grid-cols-3">
          <div className="lg:col-span-2">
            <CheckboxGroup
              legend="Category"
              columns={2}
              options={categoryNames()}
              chosen={view.categories}
              onChange={(categories) => {
                onChange({ categories });
              }}
            />
          </div>
          <CheckboxGroup
            legend="Department"
            options={departmentNames()}
            chosen={view.departments}
            onChange={(departments) => {
              onChange({ departments });
            }}
          />
        </div>
        {township().languages.length > 1 ? (
          <CheckboxGroup
            legend="Language"
            columns={2}
            options={township().languages}
            chosen={view.languages}
            labelOf={(tag) => <LanguageName tag={tag} />}
            onChange={(languages) => {
              onChange({ languages });
            }}
          />
        ) : null}
      </div>
    </div>
  );
}
