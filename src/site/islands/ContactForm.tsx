import '#domain/zod-jitless.ts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useRef, useState } from 'react';
import { useForm, type FieldErrors } from 'react-hook-form';
import {
  CONTACT_FIELDS,
  INVALID_EMAIL_MESSAGE,
  REQUIRED_FIELDS_MESSAGE,
  contactFormSchema,
  validationSummary,
  type ContactField,
  type ContactFormInput,
  type ContactFormValues,
} from '#domain/contact/contact-message.ts';
import {
  HONEYPOT_FIELD,
  PROVIDER_FALLBACK_MESSAGE,
  SUBMIT_FAILURE_MESSAGE,
  sendContactMessage,
} from './contact/contact-submission.ts';
import { describeStatus, type ContactStatus, type StatusView } from '#domain/contact/contact-status.ts';
import { ENGLISH_CONTACT_TEXT, type ContactFormText } from './contact/contact-text.ts';
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
  /** Every text of the form in the page's language, formatted by the page (English by default). */
  text?: ContactFormText;
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
export default function ContactForm({ endpoint, accessKey, email, text = ENGLISH_CONTACT_TEXT }: Props) {
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

  const view = describeStatus(status, { sending: text.sendingStatus, success: text.sent });
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

  // The schema's messages are English and name the problem; the visitor reads them in the page's language.
  const problem = (field: ContactField, message: string) =>
    message === REQUIRED_FIELDS_MESSAGE
      ? text.requiredFields
      : message === INVALID_EMAIL_MESSAGE
        ? text.invalidEmail
        : text.tooLong[field];
  const onInvalid = (fieldErrors: FieldErrors<ContactFormInput>) => {
    const messages = CONTACT_FIELDS.map((f) => fieldErrors[f]?.message);
    const summary = validationSummary(messages);
    const field = CONTACT_FIELDS[messages.indexOf(summary)] ?? 'name';
    show({ kind: 'invalid', message: problem(field, summary) });
  };
  // The provider's own words (its reply's message) show as they come, in its language: English.
  const own = (message: string) =>
    message === SUBMIT_FAILURE_MESSAGE
      ? text.submitFailed
      : message === PROVIDER_FALLBACK_MESSAGE
        ? text.providerFailed
        : undefined;

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
        {error === REQUIRED_FIELDS_MESSAGE
          ? text.enter[field]
          : error === INVALID_EMAIL_MESSAGE
            ? text.emailExample
            : problem(field, error)}
      </p>
    ) : null;
  };
  const label = (field: ContactField) => (
    <label htmlFor={`${baseId}-${field}`} className="block font-semibold text-slate-900">
      {text.label[field]} <span className="text-sm font-normal text-slate-700">{text.required}</span>
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
        {mine && (
          <p key={seq} lang={status.kind !== 'error' || own(mine.text) || text.lang === 'en' ? undefined : 'en'}>
            {(status.kind === 'error' && own(mine.text)) || mine.text}
          </p>
        )}
        {mine && status.kind === 'error' && (
          <p className="mt-2 font-normal">
            {text.emailUs[0]}
            <a href={`mailto:${email}`} className="font-semibold underline underline-offset-2">
              {email}
            </a>
            {text.emailUs[1]}
          </p>
        )}
      </div>
    );
  };

  return (
    <form
      noValidate
      aria-label={text.form}
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
        {label('name')}
        <input type="text" autoComplete="name" {...fieldProps('name')} />
        {hint('name')}
      </div>
      <div>
        {label('email')}
        <input type="email" autoComplete="email" inputMode="email" {...fieldProps('email')} />
        {hint('email')}
      </div>
      <div>
        {label('message')}
        <textarea rows={5} {...fieldProps('message')} />
        {hint('message')}
      </div>
      {/* Honeypot: out of sight, out of the tab order and hidden from assistive technology. */}
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label>
          {text.honeypot}
          <input type="checkbox" tabIndex={-1} autoComplete="off" {...register(HONEYPOT_FIELD)} />
        </label>
      </div>
      {/* Disabled until hydrated: a native submit before then would put the message in the URL. */}
      <button
        type="submit"
        disabled={!hydrated || sending}
        className={buttonClasses('primary', 'lg', 'w-full sm:w-auto')}
      >
        {sending ? text.sending : text.submit}
      </button>
      {region('polite')}
      {region('assertive')}
    </form>
  );
}
