/**
 * A modal on the native <dialog>, as every dialog of the app draws it: labelled by its heading and
 * described by its text (when it has one), and Esc (the dialog's cancel) runs the owner's `onCancel`
 * instead of closing it behind the owner's back. The owner opens and closes it with
 * `useModalDialog`, whose `ref` it passes in.
 */
import { useId, type ComponentProps, type ReactNode } from 'react';

interface ModalDialogProps extends Omit<ComponentProps<'dialog'>, 'title' | 'onCancel'> {
  title: string;
  titleClassName?: string;
  /** The line under the heading that describes the dialog. */
  text?: ReactNode;
  /** A control beside the heading (a Close button). */
  beside?: ReactNode;
  /** Esc and the owner's own cancel: closes the dialog (useModalDialog's `close`) and does what follows. */
  onCancel: () => void;
  className: string;
  children: ReactNode;
}

/** @example <ModalDialog ref={ref} title="Delete?" text="This cannot be undone." className="…" onCancel={cancel}>…</ModalDialog> */
export function ModalDialog({
  title,
  titleClassName = 'text-xl font-semibold',
  text,
  beside,
  onCancel,
  className,
  children,
  ...rest
}: ModalDialogProps) {
  const titleId = useId();
  const textId = useId();
  const heading = (
    <h2 id={titleId} className={titleClassName}>
      {title}
    </h2>
  );
  return (
    <dialog
      aria-labelledby={titleId}
      aria-describedby={text ? textId : undefined}
      className={className}
      onCancel={(event) => {
        event.preventDefault();
        onCancel();
      }}
      {...rest}
    >
      {beside ? (
        <div className="flex flex-wrap items-start justify-between gap-3">
          {heading}
          {beside}
        </div>
      ) : (
        heading
      )}
      {text ? (
        <p id={textId} className="mt-3">
          {text}
        </p>
      ) : null}
      {children}
    </dialog>
  );
}
