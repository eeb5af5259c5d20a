/**
 * "Review completed work" (docs/product.md#311-work-completed-and-review), for managers while work
 * awaits review: Resolve, with the closing comment a Resolved change always asks for, or Send back
 * with a reason the assignee reads as an internal note.
 */
import { useId, useRef, useState, type SyntheticEvent } from 'react';
import { MAX_SEND_BACK_REASON_LENGTH, sendBackSchema, WORK_MESSAGES } from '#domain/requests/work-completed.ts';
import { buttonClasses } from '#design/button-classes.ts';
import { FieldError, LiveMessage, TextAreaField } from '../FormField.tsx';
import { refusalText } from '../session-recovery.ts';
import type { StaffRequest } from '../staff-requests-api.ts';
import { ClosingCommentFields } from './ClosingCommentFields.tsx';
import { Panel } from './Panel.tsx';
import { UPDATE_FAILED } from './request-detail-api.ts';
import { useClosingComment } from './use-closing-comment.ts';
import { useResolveReviewed, useSendBack } from './work-completed-api.ts';
import { WorkReport } from './WorkCompletedPanel.tsx';

type Message = { kind: 'alert' | 'status'; text: string } | null;

export function ReviewPanel({ request }: { request: StaffRequest }) {
  const id = useId();
  const closing = useClosingComment();
  const resolve = useResolveReviewed(request.id);
  const sendBack = useSendBack(request.id);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const [message, setMessage] = useState<Message>(null);
  const reasonBox = useRef<HTMLTextAreaElement>(null);

  const run = async (change: () => Promise<unknown>, done: string) => {
    setMessage(null);
    try {
      await change();
      setMessage({ kind: 'status', text: done });
    } catch (error) {
      setMessage({ kind: 'alert', text: refusalText(error, UPDATE_FAILED) });
    }
  };

  const onResolve = async (event: SyntheticEvent) => {
    event.preventDefault();
    const fields = closing.collect('Resolved');
    if (!fields) return;
    await run(() => resolve.mutateAsync(fields), WORK_MESSAGES.resolved);
    closing.clear();
  };

  const onSendBack = async (event: SyntheticEvent) => {
    event.preventDefault();
    const parsed = sendBackSchema.safeParse({ reason });
    if (!parsed.success) {
      setReasonError(parsed.error.issues[0]?.message ?? WORK_MESSAGES.reasonRequired);
      reasonBox.current?.focus();
      return;
    }
    setReasonError(null);
    await run(() => sendBack.mutateAsync(parsed.data.reason), WORK_MESSAGES.sentBack);
    setReason('');
  };

  const busy = resolve.isPending || sendBack.isPending;
  const invalid = reasonError ? { 'aria-invalid': true, 'aria-describedby': `${id}-reason-error` } : {};
  return (
    <Panel title="Review completed work">
      <div className="space-y-4">
        {request.reviewPending ? (
          <>
            <WorkReport request={request} />
            <form noValidate className="space-y-3" onSubmit={(event) => void onResolve(event)}>
              <ClosingCommentFields closing={closing} category={request.category} />
              <button type="submit" className={buttonClasses('success', 'md')} disabled={busy}>
                Resolve
              </button>
            </form>
            <form noValidate className="space-y-3" onSubmit={(event) => void onSendBack(event)}>
              <TextAreaField
                id={`${id}-reason`}
                ref={reasonBox}
                label="Reason for sending it back (internal note)"
                rows={2}
                maxLength={MAX_SEND_BACK_REASON_LENGTH}
                value={reason}
                onChange={(event) => {
                  setReason(event.target.value);
                }}
                {...invalid}
              >
                <FieldError id={`${id}-reason-error`} message={reasonError ?? undefined} />
              </TextAreaField>
              <button type="submit" className={buttonClasses('warning', 'md')} disabled={busy}>
                Send back
              </button>
            </form>
          </>
        ) : (
          <p className="text-slate-700">No completed work is awaiting review.</p>
        )}
        <LiveMessage kind="status">{message?.kind === 'status' ? message.text : null}</LiveMessage>
        <LiveMessage kind="alert">{message?.kind === 'alert' ? message.text : null}</LiveMessage>
      </div>
    </Panel>
  );
}
