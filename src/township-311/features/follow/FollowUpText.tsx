/**
 * The submitter's optional text on the private page, for the information they add or what is
 * still wrong: labelled "(optional)", up to FOLLOW_UP_TEXT_LIMIT characters.
 */
import type { TextareaHTMLAttributes } from 'react';
import { FOLLOW_UP_TEXT_LIMIT } from '#domain/requests/follow-up-messages.ts';
import { inputClasses } from '#design/input-classes.ts';
import { useMessages } from '../../lib/i18n.tsx';
import { followMessages } from '#domain/messages-311/follow-english.ts';
import { OptionalField } from './OptionalField.tsx';

/** @example <FollowUpText id={id} label="What is still wrong?" name="note" rows={3} value={note} onChange={setNote} /> */
export function FollowUpText({
  label,
  onChange,
  textareaRef,
  ...textarea
}: {
  id: string;
  label: string;
  onChange: (value: string) => void;
  /** Set when the field takes over a plain page's field (use-plain-field.ts). */
  textareaRef?: (element: HTMLTextAreaElement | null) => void;
} & Pick<TextareaHTMLAttributes<HTMLTextAreaElement>, 'name' | 'rows' | 'value' | 'aria-describedby'>) {
  const t = useMessages(followMessages);
  return (
    <OptionalField id={textarea.id} label={label} optional={t('optional')}>
      <textarea
        {...textarea}
        ref={textareaRef}
        maxLength={FOLLOW_UP_TEXT_LIMIT}
        onChange={(event) => {
          onChange(event.target.value);
        }}
        className={inputClasses('mt-1')}
      />
    </OptionalField>
  );
}
