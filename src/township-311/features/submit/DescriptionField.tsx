/**
 * The request's description: required, up to its limit, with the characters left shown near it.
 * Shared by the wizard's details step and staff phone intake; the hint is the caller's.
 */
import { SUBMIT_LIMITS } from '#domain/requests/submit-limits.ts';
import { TextField } from './TextField.tsx';
import { useMessages } from '../../lib/i18n.tsx';
import type { WizardForm } from './use-wizard-form.ts';
import { wizardMessages } from '#domain/messages-311/wizard-english.ts';

/** @example <DescriptionField form={form} hint="The caller’s words; the public sees them on the request." /> */
export function DescriptionField({ form: { register, invalid }, hint }: { form: WizardForm; hint?: string }) {
  const t = useMessages(wizardMessages);
  return (
    <TextField
      name="description"
      label={t('description')}
      required
      multiline
      hint={hint}
      maxLength={SUBMIT_LIMITS.description}
      counted
      registration={register('description')}
      invalid={invalid('description')}
    />
  );
}
