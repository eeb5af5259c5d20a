/**
 * A photo as a thumbnail button that opens it larger in place, in a modal dialog on the native
 * <dialog> (WAI-ARIA APG dialog pattern): showModal() keeps focus inside and makes the page behind
 * inert, focus starts on Close, Escape closes it, and focus returns to the thumbnail. Shared by
 * the staff request screen and the submitter's private page.
 */
import { useRef, useState } from 'react';
import { buttonClasses } from '#design/button-classes.ts';
import { ModalDialog } from './ModalDialog.tsx';
import { useModalDialog } from './use-modal-dialog.ts';
import { useMessages } from '../lib/i18n.tsx';
import { commonMessages } from '#domain/messages-311/common-english.ts';

interface PhotoViewerProps {
  /** Where the image is read from (a URL, or an object URL of bytes read another way). */
  src: string;
  /** What the photo is, for the thumbnail's text alternative and the dialog's title. */
  title: string;
  /** A short line under the thumbnail, such as "Added later by the resident". */
  caption?: string | undefined;
}

function PhotoDialog({ src, title, onClose }: { src: string; title: string; onClose: () => void }) {
  const t = useMessages(commonMessages);
  const closeRef = useRef<HTMLButtonElement>(null);
  // Focus moves into the dialog, to its one control.
  const { ref, closeThen } = useModalDialog(() => closeRef.current);
  // Closed before focus moves back: while the modal is open the page behind it cannot take focus.
  const close = closeThen(onClose);

  return (
    <ModalDialog
      ref={ref}
      title={title}
      titleClassName="text-lg font-semibold"
      beside={
        <button ref={closeRef} type="button" className={buttonClasses('secondary', 'md')} onClick={close}>
          {t('close')}
        </button>
      }
      className="m-auto max-h-[calc(100%-2rem)] w-[min(64rem,calc(100%-2rem))] overflow-auto rounded-xl bg-white p-4 text-slate-900 shadow-xl backdrop:bg-slate-900/70 sm:p-6"
      onCancel={close}
      // Escape closes it also where <dialog> is not modal (no showModal), as the APG asks.
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return;
        event.preventDefault();
        close();
      }}
      data-testid="photo-dialog"
    >
      <img src={src} alt={title} className="mx-auto mt-4 h-auto max-h-[75vh] w-auto max-w-full rounded-lg" />
    </ModalDialog>
  );
}

/** @example <PhotoViewer src={url} title="Photo submitted with the request" /> */
export function PhotoViewer({ src, title, caption }: PhotoViewerProps) {
  const t = useMessages(commonMessages);
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  return (
    <figure className="inline-block">
      <button
        ref={buttonRef}
        type="button"
        onClick={() => {
          setOpen(true);
        }}
        className="block rounded-lg border border-slate-300 bg-slate-50 p-1 hover:border-brand-700 focus-visible:outline-3 focus-visible:outline-offset-2"
      >
        <img
          src={src}
          alt={t('openPhotoLarger', { title })}
          loading="lazy"
          decoding="async"
          width={160}
          height={120}
          className="h-30 w-40 rounded object-cover"
        />
      </button>
      {caption ? <figcaption className="mt-1 max-w-40 text-sm text-slate-700">{caption}</figcaption> : null}
      {open ? (
        <PhotoDialog
          src={src}
          title={title}
          onClose={() => {
            setOpen(false);
            buttonRef.current?.focus();
          }}
        />
      ) : null}
    </figure>
  );
}
