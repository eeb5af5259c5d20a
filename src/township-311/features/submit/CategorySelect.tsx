/**
 * The request's category: a required select, marked invalid by the form's check. Shared by the
 * wizard's details step and staff phone intake; the list of categories is the caller's.
 */
import { inputClasses } from '#design/input-classes.ts';
import type { WizardForm } from './use-wizard-form.ts';
import { fieldId, WIZARD_ALERT_ID } from './wizard-values.ts';

interface CategorySelectProps {
  form: WizardForm;
  /** The categories offered, in order. */
  categories: readonly string[];
}

/** @example <CategorySelect form={form} categories={CATEGORIES} /> */
export function CategorySelect({ form: { register, invalid }, categories }: CategorySelectProps) {
  const categoryInvalid = invalid('category');
  return (
    <div>
      <label htmlFor={fieldId('category')} className="block font-semibold text-slate-900">
        Category <span className="font-normal text-slate-700">(required)</span>
      </label>
      <select
        id={fieldId('category')}
        {...register('category')}
        aria-required="true"
        aria-invalid={categoryInvalid}
        aria-describedby={categoryInvalid ? WIZARD_ALERT_ID : undefined}
        className={inputClasses('mt-1')}
      >
        <option value="">Select a category</option>
        {categories.map((category) => (
          <option key={category} value={category}>
            {category}
          </option>
        ))}
      </select>
    </div>
  );
}
