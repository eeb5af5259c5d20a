/**
 * WAI-ARIA tabs with automatic activation: arrow keys move focus and select at once, which suits
 * three short panels that need no loading. Roving tabindex keeps one tab in the Tab order; Left
 * and Right wrap, Home and End jump. The selected tab's panel id goes into the URL hash (replaced,
 * so no history entries pile up) and a page opened with that hash, or a link to it, selects it.
 *
 * Without JavaScript the tablist stays hidden and every panel shows with its own heading.
 * Markup: `[data-tabs]` holding `[role=tablist][hidden]`, `[role=tab][aria-controls]` and the panels.
 */
import { JUMP_GAP_PX, jumpScrollTop } from '../ui/jump-offset.ts';
import { tabIdFromHash, tabIndexForKey } from '../ui/tabs.ts';
import { stickyHeaderHeights } from './sticky-header.ts';

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
  keepTabsAboveScrolledPanels(container, tablist, panelIds);
  // A hash that names a panel: the browser scrolled to it before the other panels were hidden, so
  // bring the tabs just below the sticky header at once (restoring a place needs no animation).
  if (initial >= 0) {
    const top = jumpScrollTop(container.getBoundingClientRect().top + window.scrollY, stickyHeaderHeights());
    window.scrollTo({ top, behavior: 'instant' });
  }
}

/**
 * While the page loads, the browser keeps scrolling to the panel a hash names, and may do so after
 * the scroll above. A scroll margin as tall as everything between the container's top and the
 * panels, plus the sticky header and the jump gap, makes any scroll to a panel land with the tabs
 * in view below the header. It follows the tablist's height as it wraps. The rule goes in a
 * constructed style sheet, so the page keeps no inline style attributes.
 */
function keepTabsAboveScrolledPanels(container: HTMLElement, tablist: HTMLElement, panelIds: readonly string[]): void {
  if (!('adoptedStyleSheets' in document)) return;
  const sheet = new CSSStyleSheet();
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  const panels = panelIds
    .map((id) => document.getElementById(id))
    .filter((panel): panel is HTMLElement => panel !== null);
  const selector = panels.map((panel) => `#${CSS.escape(panel.id)}`).join(', ');
  const update = () => {
    const shown = panels.find((panel) => !panel.hidden);
    if (!shown || !selector) return;
    const above = Math.max(0, shown.getBoundingClientRect().top - container.getBoundingClientRect().top);
    const margin = Math.round(above + Math.max(0, ...stickyHeaderHeights()) + JUMP_GAP_PX);
    sheet.replaceSync(`${selector} { scroll-margin-top: ${margin}px; }`);
  };
  update();
  if (typeof ResizeObserver === 'function') new ResizeObserver(update).observe(tablist);
}

export function setUpTabs(root: ParentNode = document): void {
  root.querySelectorAll<HTMLElement>('[data-tabs]').forEach(wireTabs);
}
