import '#domain/zod-jitless.ts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useRef, useState } from 'react';
import { useForm, type FieldErrors } from 'react-hook-form';
import {
  CONTACT_FIELDS,
  contactFormSchema,
  fieldHint,
  validationSummary,
  type ContactField,
  type ContactFormInput,
  type ContactFormValues,
} from '#domain/contact/contact-message.ts';
import { HONEYPOT_FIELD, sendContactMessage } from './contact/contact-submission.ts';
import {
  SENDING_LABEL,
  SUBMIT_LABEL,
  describeStatus,
  type ContactStatus,
  type StatusView,
} from '#domain/contact/contact-status.ts';
import { buttonClasses } from '#design/button-classes.ts';
import { inputClasses } from '#design/input-classes.ts';
import { useHydrated } from './use-hydrated.ts';

interface Props {
  /** The form-forwarding provider's submit URL. */
  endpoint: string;
  /** The provider's public access key for this site. */
  accessKey: string;
  /** The organisation's address (content/site.json `email`), offered when sending fails. */
  email: string;
}

const EMPTY: ContactFormInput = { name: '', email: '', message: '', botcheck: false };

const toneClasses: Record<StatusView['tone'], string> = {
  success: 'border-green-600 bg-green-50 text-green-900',
  sending: 'border-blue-600 bg-blue-50 text-blue-900',
  error: 'border-red-600 bg-red-50 text-red-900',
};

const fieldClasses = inputClasses('mt-1');

/**
 * The contact form: validates with the shared schema, posts multipart data to the provider and
 * reports progress in live regions that are in the page from the start, so the first message
 * is announced too.
 */
export default function ContactForm({ endpoint, accessKey, email }: Props) {
  const baseId = useId();
  const hydrated = useHydrated();
  // seq changes on every message so a repeated message is re-announced and restarts its timer.
  const [{ status, seq }, setState] = useState<{ status: ContactStatus; seq: number }>({
    status: { kind: 'idle' },
    seq: 0,
  });
  const show = (next: ContactStatus) => {
    setState((s) => ({ status: next, seq: s.seq + 1 }));
  };
  const sendingRef = useRef(false);
  const lifetime = useRef<AbortController | null>(null);

  // No defaultValues: react-hook-form then reads what is already in the inputs when it
  // registers them, so anything typed before hydration is kept.
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<ContactFormInput, unknown, ContactFormValues>({
    resolver: zodResolver(contactFormSchema),
    shouldFocusError: true,
  });

  const view = describeStatus(status);
  const sending = status.kind === 'sending';
  const clearAfterMs = view?.clearAfterMs;

  useEffect(() => {
    if (!clearAfterMs) return;
    const timer = setTimeout(() => {
      setState((s) => (s.seq === seq ? { status: { kind: 'idle' }, seq: s.seq + 1 } : s));
    }, clearAfterMs);
    return () => {
      clearTimeout(timer);
    };
  }, [seq, clearAfterMs]);

  // A reply that lands after the island is gone must not touch it.
  useEffect(() => {
    const controller = new AbortController();
    lifetime.current = controller;
    return () => {
      controller.abort();
    };
  }, []);

  const onValid = async (values: ContactFormValues) => {
    // A ticked honeypot is a bot: tell it "sent" so it moves on, and spend nothing on it.
    if (values.botcheck) {
      reset(EMPTY);
      show({ kind: 'success' });
      return;
    }
    sendingRef.current = true;
    show({ kind: 'sending' });
    const signal = lifetime.current?.signal;
    const outcome = await sendContactMessage({ endpoint, accessKey, message: values, signal });
    sendingRef.current = false;
    if (signal?.aborted) return;
    if (outcome.ok) reset(EMPTY);
    show(outcome.ok ? { kind: 'success' } : { kind: 'error', message: outcome.message });
  };

  const onInvalid = (fieldErrors: FieldErrors<ContactFormInput>) => {
    show({ kind: 'invalid', message: validationSummary(CONTACT_FIELDS.map((f) => fieldErrors[f]?.message)) });
  };

  const submit = handleSubmit(onValid, onInvalid);

  const hintId = (field: ContactField) => `${baseId}-${field}-hint`;
  const fieldProps = (field: ContactField) => {
    const error = errors[field]?.message;
    return {
      id: `${baseId}-${field}`,
      'aria-required': true,
      'aria-invalid': error ? true : undefined,
      'aria-describedby': error ? hintId(field) : undefined,
      className: fieldClasses,
      ...register(field),
    };
  };
  const hint = (field: ContactField) => {
    const error = errors[field]?.message;
    return error ? (
      <p id={hintId(field)} className="mt-1 text-sm text-red-800">
        {fieldHint(field, error)}
      </p>
    ) : null;
  };
  const label = (field: ContactField, text: string) => (
    <label htmlFor={`${baseId}-${field}`} className="block font-semibold text-slate-900">
      {text} <span className="text-sm font-normal text-slate-700">(required)</span>
    </label>
  );
  const region = (politeness: StatusView['politeness']) => {
    const mine = view?.politeness === politeness ? view : null;
    return (
      <div
        role={politeness === 'polite' ? 'status' : 'alert'}
        aria-live={politeness}
        aria-atomic="true"
        data-tone={mine?.tone}
        className={mine ? `mt-4 rounded-lg border-l-4 p-4 font-medium ${toneClasses[mine.tone]}` : undefined}
      >
        {mine && <p key={seq}>{mine.text}</p>}
        {mine && status.kind === 'error' && (
          <p className="mt-2 font-normal">
            You can also e-mail us at{' '}
            <a href={`mailto:${email}`} className="font-semibold underline underline-offset-2">
              {email}
            </a>
            .
          </p>
        )}
      </div>
    );
  };

  return (
    <form
      noValidate
      aria-label="Contact form"
      className="space-y-5"
      onSubmit={(event) => {
        // The disabled button stops clicks and Enter; this also stops scripted resubmits.
        if (sendingRef.current) {
          event.preventDefault();
          return;
        }
        void submit(event);
      }}
    >
      <div>
        {label('name', 'Name')}
        <input type="text" autoComplete="name" {...fieldProps('name')} />
        {hint('name')}
      </div>
      <div>
        {label('email', 'Email')}
        <input type="email" autoComplete="email" inputMode="email" {...fieldProps('email')} />
        {hint('email')}
      </div>
      <div>
        {label('message', 'Message')}
        <textarea rows={5} {...fieldProps('message')} />
        {hint('message')}
      </div>
      {/* Honeypot: out of sight, out of the tab order and hidden from assistive technology. */}
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label>
          Leave this box unticked
          <input type="checkbox" tabIndex={-1} autoComplete="off" {...register(HONEYPOT_FIELD)} />
        </label>
      </div>
      {/* Disabled until hydrated: a native submit before then would put the message in the URL. */}
      <button
        type="submit"
        disabled={!hydrated || sending}
        className={buttonClasses('primary', 'lg', 'w-full sm:w-auto')}
      >
        {sending ? SENDING_LABEL : SUBMIT_LABEL}
      </button>
      {region('polite')}
      {region('assertive')}
    </form>
  );
}
