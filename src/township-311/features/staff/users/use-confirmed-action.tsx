/**
 * An account action on one item, asked for in a confirmation dialog where it cannot be undone: the
 * item waiting for confirmation and the button that asked, the action's outcome as one message (an
 * alert when it failed, a status when it was done); once the action is confirmed, focus goes to the
 * section's heading, as the button that asked goes away with it.
 */
import { useState, type RefObject } from 'react';
import { LiveMessage } from '../FormField.tsx';
import { ConfirmDialog } from '../ConfirmDialog.tsx';

export interface Outcome {
  kind: 'done' | 'failed';
  text: string;
}

/** What `run` needs of a mutation: TanStack Query's `mutate`, called with an id. */
interface IdMutation {
  mutate: (id: string, options: { onSuccess: () => void; onError: (error: Error) => void }) => void;
}

interface DialogProps<T> {
  title: string;
  text: (item: T) => string;
  confirmLabel: string;
  onConfirm: (item: T) => void;
}

/**
 * @example
 * const revoke = useConfirmedAction<ApiKeyView>(heading);
 * // <h3 ref={heading} tabIndex={-1}>…</h3> {revoke.messages} … {revoke.dialog({ title, text, confirmLabel, onConfirm })}
 */
export function useConfirmedAction<T>(heading: RefObject<HTMLHeadingElement | null>) {
  const [pending, setPending] = useState<{ item: T; trigger: HTMLElement } | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  /** Runs the mutation on `id`: says `done` when it succeeds, the error's message when it fails. */
  const run = (mutation: IdMutation, id: string, done: string) => {
    setOutcome(null);
    mutation.mutate(id, {
      onSuccess: () => {
        setOutcome({ kind: 'done', text: done });
      },
      onError: (error) => {
        setOutcome({ kind: 'failed', text: error.message });
      },
    });
  };

  /** Opens the dialog for `item`; cancelling it sends focus back to `trigger`. */
  const ask = (item: T, trigger: HTMLElement) => {
    setPending({ item, trigger });
  };

  /** The dialog while an item waits: confirming closes it and focuses the heading before `onConfirm`. */
  const dialog = ({ title, text, confirmLabel, onConfirm }: DialogProps<T>) =>
    pending ? (
      <ConfirmDialog
        title={title}
        text={text(pending.item)}
        confirmLabel={confirmLabel}
        onConfirm={() => {
          setPending(null);
          heading.current?.focus();
          onConfirm(pending.item);
        }}
        onCancel={() => {
          setPending(null);
        }}
        returnFocus={pending.trigger}
      />
    ) : null;

  // Both regions stay on the page, so a message is announced when it appears.
  const messages = (
    <>
      <LiveMessage kind="alert">{outcome?.kind === 'failed' ? outcome.text : null}</LiveMessage>
      <LiveMessage kind="status">{outcome?.kind === 'done' ? outcome.text : null}</LiveMessage>
    </>
  );

  return { messages, say: setOutcome, ask, run, dialog };
}
