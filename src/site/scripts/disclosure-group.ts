/**
 * One-open-at-a-time disclosure groups (forum panelist bios, the Important Information accordion;
 * WAI-ARIA disclosure and accordion patterns). Markup: a `[data-disclosure-group]` holding
 * `button[data-disclosure][aria-expanded][aria-controls]` and their panels. The server renders
 * every panel open so it reads without JavaScript; this closes them all, then a click opens one
 * item and closes the others, and a click on the open item closes it.
 */
import { nextOpenItem } from '../ui/disclosure-group.ts';

function wireGroup(group: HTMLElement): void {
  const buttons = [...group.querySelectorAll<HTMLButtonElement>('button[data-disclosure]')].filter(
    (button) => button.closest('[data-disclosure-group]') === group,
  );
  const panelOf = (button: HTMLButtonElement) => document.getElementById(button.getAttribute('aria-controls') ?? '');
  let open: string | null = null;
  const render = () => {
    for (const button of buttons) {
      const expanded = button.getAttribute('aria-controls') === open;
      button.setAttribute('aria-expanded', String(expanded));
      const panel = panelOf(button);
      if (panel) panel.hidden = !expanded;
    }
  };
  for (const button of buttons) {
    button.addEventListener('click', () => {
      open = nextOpenItem(open, button.getAttribute('aria-controls') ?? '');
      render();
    });
  }
  render();
}

/** Wires every `[data-disclosure-group]` on the page. */
export function setUpDisclosureGroups(root: ParentNode = document): void {
  root.querySelectorAll<HTMLElement>('[data-disclosure-group]').forEach(wireGroup);
}
