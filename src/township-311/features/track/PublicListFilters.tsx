/** The public list's filters: status and category, applied with "Apply" (a form, so Enter works too). */
import { useState, type SubmitEvent } from 'react';
import { usePlainField } from '../../lib/use-plain-field.ts';
import { STATUSES, type Status } from '#domain/requests/constants.ts';
import { categoryNames } from '#domain/township/township.ts';
import { buttonClasses } from '#design/button-classes.ts';
import { inputClasses } from '#design/input-classes.ts';
import { useMessages } from '../../lib/i18n.tsx';
import { useTownshipTerms } from '../../lib/township-terms.ts';
import type { PublicListParams } from '#domain/messages-311/public-list-status.ts';
import { trackMessages } from '#domain/messages-311/track-english.ts';
import { useRequestTerms } from '../../lib/request-terms.ts';

const LABEL = 'block font-semibold text-slate-900';

/** One filter: a labelled select whose first option (`all`, the empty value) filters nothing. */
function FilterSelect({
  id,
  label,
  all,
  options,
  name,
  value,
  onChange,
  selectRef,
}: {
  id: string;
  label: string;
  all: string;
  /** Stored values (the specification's English), each shown by `name`. */
  options: readonly string[];
  name: (option: string) => string;
  value: string;
  onChange: (value: string) => void;
  selectRef: (element: HTMLSelectElement | null) => void;
}) {
  return (
    <div>
      <label htmlFor={id} className={LABEL}>
        {label}
      </label>
      <select
        id={id}
        ref={selectRef}
        value={value}
        onChange={(event) => {
          onChange(event.target.value);
        }}
        className={inputClasses('mt-1 w-auto')}
      >
        <option value="">{all}</option>
        {options.map((option) => (
          <option key={option} value={option}>
            {name(option)}
          </option>
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
  const t = useMessages(trackMessages);
  const terms = useTownshipTerms();
  const names = useRequestTerms();
  const plainStatus = usePlainField('public-status', params.status ?? '');
  const plainCategory = usePlainField('public-category', params.category ?? '');
  const [status, setStatus] = useState(plainStatus.initial);
  const [category, setCategory] = useState(plainCategory.initial);
  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    onApply({ status: (status || null) as Status | null, category: category || null });
  };
  return (
    <form aria-label={t('filterLabel')} onSubmit={submit} className="mt-3 flex flex-wrap items-end gap-3">
      <FilterSelect
        id="public-status"
        label={t('status')}
        all={t('allStatuses')}
        options={STATUSES}
        name={names.status}
        value={status}
        onChange={setStatus}
        selectRef={plainStatus.takeFocus}
      />
      <FilterSelect
        id="public-category"
        label={t('category')}
        all={t('allCategories')}
        options={categoryNames()}
        name={terms.category}
        value={category}
        onChange={setCategory}
        selectRef={plainCategory.takeFocus}
      />
      <button type="submit" className={buttonClasses('secondary', 'md')}>
        {t('apply')}
      </button>
    </form>
  );
}
