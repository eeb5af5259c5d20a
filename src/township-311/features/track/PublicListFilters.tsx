/** The public list's filters: status and category, applied with "Apply" (a form, so Enter works too). */
import { useState, type SubmitEvent } from 'react';
import { STATUSES, type Status } from '#domain/requests/constants.ts';
import { categoryNames } from '#domain/township/township.ts';
import { buttonClasses } from '#design/button-classes.ts';
import { inputClasses } from '#design/input-classes.ts';
import type { PublicListParams } from './public-list.ts';

const LABEL = 'block font-semibold text-slate-900';

/** One filter: a labelled select whose first option (`all`, the empty value) filters nothing. */
function FilterSelect({
  id,
  label,
  all,
  options,
  value,
  onChange,
}: {
  id: string;
  label: string;
  all: string;
  options: readonly string[];
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <div>
      <label htmlFor={id} className={LABEL}>
        {label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => {
          onChange(event.target.value);
        }}
        className={inputClasses('mt-1 w-auto')}
      >
        <option value="">{all}</option>
        {options.map((option) => (
          <option key={option}>{option}</option>
        ))}
      </select>
    </div>
  );
}

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
      <FilterSelect
        id="public-status"
        label="Status"
        all="All statuses"
        options={STATUSES}
        value={status}
        onChange={setStatus}
      />
      <FilterSelect
        id="public-category"
        label="Category"
        all="All categories"
        options={categoryNames()}
        value={category}
        onChange={setCategory}
      />
      <button type="submit" className={buttonClasses('secondary', 'md')}>
        Apply
      </button>
    </form>
  );
}
