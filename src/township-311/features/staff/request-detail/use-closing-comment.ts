/**
 * What the manager has typed for a closing comment (docs/product.md#311-closing-comment), kept
 * until the status change that carries it succeeds, so a failure loses nothing.
 */
import { useRef, useState } from 'react';
import { closingCommentAsked } from '#domain/requests/closing-comment.ts';
import {
  CLOSING_MESSAGES,
  commentTextSchema,
  skipReasonSchema,
  STAFF_MESSAGES,
  type StatusChange,
} from '#domain/requests/staff-input.ts';

export interface ClosingDraft {
  comment: string;
  /** Skipping the comment: the reason is sent instead. */
  skip: boolean;
  reason: string;
}

const EMPTY: ClosingDraft = { comment: '', skip: false, reason: '' };

/** The closing fields of a status change; nothing for a status that does not ask for them. */
type ClosingFields = Omit<StatusChange, 'status'>;

/**
 * The draft, its message, and `collect`: the fields the change to `status` carries, or null after
 * saying what is missing and moving focus to the box that needs it.
 * @example const closing = useClosingComment(); const fields = closing.collect('Resolved');
 */
export function useClosingComment() {
  const [draft, setDraft] = useState<ClosingDraft>(EMPTY);
  const [error, setError] = useState<string | null>(null);
  const commentBox = useRef<HTMLTextAreaElement>(null);
  const reasonBox = useRef<HTMLTextAreaElement>(null);

  const collect = (status: string): ClosingFields | null => {
    if (!closingCommentAsked(status)) return {};
    const parsed = draft.skip ? skipReasonSchema.safeParse(draft.reason) : commentTextSchema.safeParse(draft.comment);
    if (parsed.success) {
      setError(null);
      return draft.skip ? { skipReason: parsed.data } : { comment: parsed.data };
    }
    const message = parsed.error.issues[0]?.message ?? CLOSING_MESSAGES.commentOrReason;
    // A blank comment is the one case with two ways out: write one or skip it.
    setError(message === STAFF_MESSAGES.blankText ? CLOSING_MESSAGES.commentOrReason : message);
    (draft.skip ? reasonBox : commentBox).current?.focus();
    return null;
  };

  const change = (part: Partial<ClosingDraft>) => {
    setDraft((current) => ({ ...current, ...part }));
    // The message was about the box that has just gone.
    if (part.skip !== undefined) setError(null);
  };

  const clear = () => {
    setDraft(EMPTY);
    setError(null);
  };

  return { draft, change, error, collect, clear, commentBox, reasonBox };
}

export type ClosingComment = ReturnType<typeof useClosingComment>;
