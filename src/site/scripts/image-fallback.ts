/** Images that fail to load show the site's own placeholder instead (no third-party service). */
const PLACEHOLDER = '/images/placeholder.svg';

function useFallback(img: HTMLImageElement): void {
  if (img.dataset.fallbackApplied || img.src.endsWith(PLACEHOLDER)) return;
  img.dataset.fallbackApplied = 'true';
  img.removeAttribute('srcset');
  img.src = PLACEHOLDER;
}

document.addEventListener(
  'error',
  (event) => {
    if (event.target instanceof HTMLImageElement) useFallback(event.target);
  },
  true,
);

// Images that failed before this module ran.
for (const img of document.images) {
  if (img.complete && img.naturalWidth === 0 && img.getAttribute('src')) useFallback(img);
}
