/**
 * WAI-ARIA tabs with automatic activation: arrow keys move focus and select at once, which suits
 * three short panels that need no loading. Roving tabindex keeps one tab in the Tab order; Left
 * and Right wrap, Home and End jump. The selected tab's panel id goes into the URL hash (replaced,
 * so no history entries pile up) and a page opened with that hash, or a link to it, selects it.
 *
 * Without JavaScript the tablist stays hidden and every panel shows with its own heading.
 * Markup: `[data-tabs]` holding `[role=tablist][hidden]`, `[role=tab][aria-controls]` and the panels.
 */
import { tabIdFromHash, tabIndexForKey } from '../ui/tabs.ts';

function wireTabs(container: HTMLElement): void {
  const tablist = container.querySelector<HTMLElement>('[role="tablist"]');
  const tabs = [...container.querySelectorAll<HTMLButtonElement>('[role="tab"]')];
  const panelIds = tabs.map((tab) => tab.getAttribute('aria-controls') ?? '');
  if (!tablist || tabs.length === 0) return;

  const select = (index: number, { focus = false, updateHash = false } = {}) => {
    tabs.forEach((tab, i) => {
      const selected = i === index;
      tab.setAttribute('aria-selected', String(selected));
      tab.tabIndex = selected ? 0 : -1;
      const panel = document.getElementById(panelIds[i] ?? '');
      if (panel) panel.hidden = !selected;
    });
    if (focus) tabs[index]?.focus();
    if (updateHash) history.replaceState(history.state, '', `#${panelIds[index] ?? ''}`);
  };
  const fromHash = () => {
    const id = tabIdFromHash(location.hash, panelIds);
    return id === null ? -1 : panelIds.indexOf(id);
  };

  tabs.forEach((tab, index) => {
    tab.addEventListener('click', () => {
      select(index, { updateHash: true });
    });
    tab.addEventListener('keydown', (event) => {
      const next = tabIndexForKey(event.key, index, tabs.length);
      if (next === null) return;
      event.preventDefault();
      select(next, { focus: true, updateHash: true });
    });
  });
  window.addEventListener('hashchange', () => {
    const index = fromHash();
    if (index >= 0) select(index);
  });

  container.dataset.enhanced = '';
  tablist.hidden = false;
  const initial = fromHash();
  const defaultIndex = Math.max(
    0,
    tabs.findIndex((tab) => tab.getAttribute('aria-selected') === 'true'),
  );
  select(initial >= 0 ? initial : defaultIndex);
  // A hash that names a panel: the browser scrolled to it before the other panels were hidden, so scroll the tabs into view again.
  if (initial >= 0) container.scrollIntoView({ block: 'start' });
}

export function setUpTabs(root: ParentNode = document): void {
  root.querySelectorAll<HTMLElement>('[data-tabs]').forEach(wireTabs);
}
