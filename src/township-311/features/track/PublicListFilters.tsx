/** The public list's filters: status and category, applied with "Apply" (a form, so Enter works too). */
import { useState, type SubmitEvent } from 'react';
import { STATUSES, type Status } from '#domain/requests/constants.ts';
import { categoryNames } from '#domain/township/township.ts';
import { buttonClasses } from '#design/button-classes.ts';
import { inputClasses } from '#design/input-classes.ts';
import type { PublicListParams } from './public-list.ts';

const LABEL = 'block font-semibold text-slate-900';

export function PublicListFilters({
  params,
  onApply,
}: {
  params: PublicListParams;
  onApply: (filters: Pick<PublicListParams, 'status' | 'category'>) => void;
}) {
  const [status, setStatus] = useState(params.status ?? '');
  const [category, setCategory] = useState(params.category ?? '');
  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    onApply({ status: (status || null) as Status | null, category: category || null });
  };
  return (
    <form aria-label="Filter public requests" onSubmit={submit} className="mt-3 flex flex-wrap items-end gap-3">
      <div>
        <label htmlFor="public-status" className={LABEL}>
          Status
        </label>
        <select
          id="public-status"
          value={status}
          onChange={(event) => {
            setStatus(event.target.value);
          }}
          className={inputClasses('mt-1 w-auto')}
        >
          <option value="">All statuses</option>
          {STATUSES.map((value) => (
            <option key={value}>{value}</option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="public-category" className={LABEL}>
          Category
        </label>
        <select
          id="public-category"
          value={category}
          onChange={(event) => {
            setCategory(event.target.value);
          }}
          className={inputClasses('mt-1 w-auto')}
        >
          <option value="">All categories</option>
          {categoryNames().map((value) => (
            <option key={value}>{value}</option>
          ))}
        </select>
      </div>
      <button type="submit" className={buttonClasses('secondary', 'md')}>
        Apply
      </button>
    </form>
  );
}
