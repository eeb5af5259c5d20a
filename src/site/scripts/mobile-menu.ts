/**
 * The mobile menu is a native <details> disclosure (it works without JavaScript);
 * this adds closing on an outside click, on Escape, after a link is chosen, and
 * when the page is restored from the back/forward cache.
 */
export function setUpMobileMenu(menu: HTMLElement | null): void {
  if (!(menu instanceof HTMLDetailsElement)) return;
  const close = () => {
    menu.open = false;
  };
  document.addEventListener('click', (event) => {
    if (menu.open && event.target instanceof Node && !menu.contains(event.target)) close();
  });
  document.addEventListener('keydown', (event) => {
    if (event.key === 'Escape' && menu.open) {
      close();
      menu.querySelector('summary')?.focus();
    }
  });
  menu.querySelectorAll('a').forEach((link) => {
    link.addEventListener('click', close);
  });
  window.addEventListener('pageshow', close);
}
