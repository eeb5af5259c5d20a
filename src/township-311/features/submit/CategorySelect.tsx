/**
 * The request's category: a required select, marked invalid by the form's check. Shared by the
 * wizard's details step and staff phone intake; the list of categories is the caller's.
 */
import { inputClasses } from '#design/input-classes.ts';
import { useMessages } from '../../lib/i18n.tsx';
import { useTownshipTerms } from '../../lib/township-terms.ts';
import type { WizardForm } from './use-wizard-form.ts';
import { wizardMessages } from '#domain/messages-311/wizard-english.ts';
import { fieldId, WIZARD_ALERT_ID } from './wizard-values.ts';

interface CategorySelectProps {
  form: WizardForm;
  /** The categories offered, in order. */
  categories: readonly string[];
}

/** @example <CategorySelect form={form} categories={CATEGORIES} /> */
export function CategorySelect({ form: { register, invalid }, categories }: CategorySelectProps) {
  const categoryInvalid = invalid('category');
  const t = useMessages(wizardMessages);
  // Each option reads in the screen's language; its value, the one sent, is the profile's name.
  const terms = useTownshipTerms();
  return (
    <div>
      <label htmlFor={fieldId('category')} className="block font-semibold text-slate-900">
        {t('category')} <span className="font-normal text-slate-700">{t('categoryRequired')}</span>
      </label>
      <select
        id={fieldId('category')}
        {...register('category')}
        aria-required="true"
        aria-invalid={categoryInvalid}
        aria-describedby={categoryInvalid ? WIZARD_ALERT_ID : undefined}
        className={inputClasses('mt-1')}
      >
        <option value="">{t('selectCategory')}</option>
        {categories.map((category) => (
          <option key={category} value={category}>
            {terms.category(category)}
          </option>
        ))}
      </select>
    </div>
  );
}
