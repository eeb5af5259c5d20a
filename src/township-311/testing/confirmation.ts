/**
 * A confirmation dialog's journey in jsdom tests, as the staff screens' destructive actions
 * (revoking a key, deleting or deactivating a member) ask for one.
 */
import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expect } from 'vitest';

/**
 * Goes through a confirmation both ways: `trigger` opens the dialog named `title` (saying `text`,
 * when given); Cancel closes it, with focus back on the trigger and nothing sent (`sent()` empty);
 * then the trigger again and the `confirm` button carry the action out.
 * @example await cancelThenConfirm(user, button, { title: 'Revoke API key', confirm: 'Revoke', sent: () => changes(calls) });
 */
export async function cancelThenConfirm(
  user: UserEvent,
  trigger: HTMLElement,
  { title, text, confirm, sent }: { title: string; text?: string; confirm: string; sent: () => unknown[] },
) {
  await user.click(trigger);
  const dialog = screen.getByRole('dialog', { name: title });
  if (text !== undefined) expect(dialog).toHaveTextContent(text);
  await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(trigger).toHaveFocus();
  expect(sent()).toEqual([]);
  await user.click(trigger);
  await user.click(within(screen.getByRole('dialog', { name: title })).getByRole('button', { name: confirm }));
}
