/**
 * "Work completed" (docs/product.md#311-work-completed-and-review): what a worker may do about a
 * request whose status only managers change. The assignee (or a manager) records the work done
 * with a note and an optional photo; while it awaits review, everyone sees the report.
 */
import { useId, useRef, useState, type SyntheticEvent } from 'react';
import { formatRequestDate } from '#domain/requests/format-date.ts';
import { can } from '#domain/requests/permissions.ts';
import {
  MAX_WORK_NOTE_LENGTH,
  WORK_MESSAGES,
  workCompletedRefusal,
  workNoteSchema,
} from '#domain/requests/work-completed.ts';
import { buttonClasses } from '#design/button-classes.ts';
import { FieldError, InputField, LiveMessage, TextAreaField } from '../FormField.tsx';
import { refusalText } from '../session-recovery.ts';
import { useStaffProfile } from '../staff-profile.ts';
import type { StaffRequest } from '../staff-requests-api.ts';
import { Panel } from './Panel.tsx';
import { addedPhotoUrl, UPDATE_FAILED } from './request-detail-api.ts';
import { useRecordWork } from './work-completed-api.ts';

/** The first sentence of the worker's hint: all there is to say to a worker not assigned. */
const MANAGERS_ONLY = WORK_MESSAGES.workerHint.slice(0, WORK_MESSAGES.workerHint.indexOf('.') + 1);

/** The report awaiting review: who and when, the note, and the photo. */
export function WorkReport({ request }: { request: StaffRequest }) {
  const work = request.workCompleted;
  if (!work) return null;
  return (
    <div className="space-y-2" data-testid="work-report">
      <p className="text-slate-700">
        Recorded by {work.user} on {formatRequestDate(work.timestamp)}. Awaiting a manager&rsquo;s review.
      </p>
      <p className="whitespace-pre-wrap text-slate-900 wrap-anywhere">{work.note}</p>
      {work.photo ? (
        <a
          href={addedPhotoUrl(request.id, work.photo)}
          target="_blank"
          rel="noreferrer"
          className="inline-block font-semibold text-brand-800 underline focus-visible:outline-3 focus-visible:outline-offset-2"
        >
          <img
            src={addedPhotoUrl(request.id, work.photo)}
            alt="Photo of the completed work"
            className="mb-1 max-h-48 rounded-lg border border-slate-200"
          />
          Open the photo of the work<span className="sr-only"> (opens in a new tab)</span>
        </a>
      ) : null}
    </div>
  );
}

type Message = { kind: 'alert' | 'status'; text: string } | null;

/** The form; its outcome goes to the panel, which outlives it (a recorded report replaces the form). */
function WorkForm({ request, setMessage }: { request: StaffRequest; setMessage: (message: Message) => void }) {
  const id = useId();
  const record = useRecordWork(request.id);
  const [note, setNote] = useState('');
  const [noteError, setNoteError] = useState<string | null>(null);
  const noteBox = useRef<HTMLTextAreaElement>(null);
  const photoInput = useRef<HTMLInputElement>(null);

  const submit = async (event: SyntheticEvent) => {
    event.preventDefault();
    setMessage(null);
    const parsed = workNoteSchema.safeParse(note);
    if (!parsed.success) {
      setNoteError(parsed.error.issues[0]?.message ?? WORK_MESSAGES.noteRequired);
      noteBox.current?.focus();
      return;
    }
    setNoteError(null);
    try {
      await record.mutateAsync({ note: parsed.data, photo: photoInput.current?.files?.[0] ?? null });
      setNote('');
      if (photoInput.current) photoInput.current.value = '';
      setMessage({ kind: 'status', text: WORK_MESSAGES.recorded });
    } catch (error) {
      setMessage({ kind: 'alert', text: refusalText(error, UPDATE_FAILED) });
    }
  };

  const invalid = noteError ? { 'aria-invalid': true, 'aria-describedby': `${id}-note-error` } : {};
  return (
    <form noValidate className="space-y-3" onSubmit={(event) => void submit(event)}>
      <TextAreaField
        id={`${id}-note`}
        ref={noteBox}
        label="What was done"
        rows={3}
        maxLength={MAX_WORK_NOTE_LENGTH}
        value={note}
        onChange={(event) => {
          setNote(event.target.value);
        }}
        {...invalid}
      >
        <FieldError id={`${id}-note-error`} message={noteError ?? undefined} />
      </TextAreaField>
      <InputField
        id={`${id}-photo`}
        ref={photoInput}
        label="Photo of the work (optional)"
        type="file"
        accept="image/*"
      />
      <button type="submit" className={buttonClasses('primary', 'md')} disabled={record.isPending}>
        Record work completed
      </button>
    </form>
  );
}

/** The panel, for every role: the form where the member may record work, the report while it awaits review. */
export function WorkCompletedPanel({ request }: { request: StaffRequest }) {
  const me = useStaffProfile();
  const canManage = can(me.role, 'manageRequest');
  const refusal = workCompletedRefusal(request, { id: me.id, canManage });
  const [message, setMessage] = useState<Message>(null);
  // Managers see it only to record work (the review panel shows a report); workers always, with why.
  if (canManage && refusal !== null && message === null) return null;
  return (
    <Panel title="Work completed">
      <div className="space-y-3">
        {canManage ? null : (
          <p className="text-slate-700">{refusal === 'notAssignee' ? MANAGERS_ONLY : WORK_MESSAGES.workerHint}</p>
        )}
        {request.reviewPending && !canManage ? <WorkReport request={request} /> : null}
        {refusal === null ? <WorkForm request={request} setMessage={setMessage} /> : null}
        <LiveMessage kind="status">{message?.kind === 'status' ? message.text : null}</LiveMessage>
        <LiveMessage kind="alert">{message?.kind === 'alert' ? message.text : null}</LiveMessage>
      </div>
    </Panel>
  );
}
