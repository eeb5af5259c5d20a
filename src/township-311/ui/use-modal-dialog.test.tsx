import { act, render, screen } from '@testing-library/react';
import { useRef, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { useModalDialog } from './use-modal-dialog.ts';

function Dialog({ onClosed, focusSecond = false }: { onClosed: () => void; focusSecond?: boolean }) {
  const second = useRef<HTMLButtonElement>(null);
  const { ref, close } = useModalDialog(focusSecond ? () => second.current : undefined);
  return (
    <dialog ref={ref} aria-label="Test dialog">
      <button type="button">First</button>
      <button
        ref={second}
        type="button"
        onClick={() => {
          close();
          onClosed();
        }}
      >
        Second
      </button>
    </dialog>
  );
}

function Owner({ focusSecond }: { focusSecond?: boolean }) {
  const [open, setOpen] = useState(true);
  return open ? (
    <Dialog
      focusSecond={focusSecond}
      onClosed={() => {
        setOpen(false);
      }}
    />
  ) : (
    <p>Closed</p>
  );
}

describe('useModalDialog', () => {
  it('opens the dialog modally on mount and closes it on unmount', () => {
    const showModal = vi.fn(function (this: HTMLDialogElement) {
      this.setAttribute('open', '');
    });
    const close = vi.fn(function (this: HTMLDialogElement) {
      this.removeAttribute('open');
    });
    const proto = HTMLDialogElement.prototype as unknown as Record<string, unknown>;
    const saved = { showModal: proto.showModal, close: proto.close };
    proto.showModal = showModal;
    proto.close = close;
    try {
      const view = render(<Owner />);
      const dialog = screen.getByRole<HTMLDialogElement>('dialog', { name: 'Test dialog' });
      expect(showModal).toHaveBeenCalledTimes(1);
      expect(dialog.open).toBe(true);
      view.unmount();
      expect(close).toHaveBeenCalledTimes(1);
    } finally {
      proto.showModal = saved.showModal;
      proto.close = saved.close;
    }
  });

  it('falls back to the open attribute, focuses the element asked for, and closes before the owner acts', () => {
    const proto = HTMLDialogElement.prototype as unknown as Record<string, unknown>;
    const saved = { showModal: proto.showModal, close: proto.close };
    proto.showModal = undefined;
    proto.close = undefined;
    try {
      render(<Owner focusSecond />);
      const dialog = screen.getByRole('dialog', { name: 'Test dialog' });
      expect(dialog.hasAttribute('open')).toBe(true);
      const second = screen.getByRole('button', { name: 'Second' });
      expect(second).toHaveFocus();
      act(() => {
        second.click();
      });
      expect(dialog.hasAttribute('open')).toBe(false);
      expect(screen.getByText('Closed')).toBeInTheDocument();
    } finally {
      proto.showModal = saved.showModal;
      proto.close = saved.close;
    }
  });
});
