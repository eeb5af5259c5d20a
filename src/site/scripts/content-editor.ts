/**
 * Starts the browser content editor (Sveltia CMS, bundled from npm) on /admin, the only page that
 * loads it; it reads its configuration from /admin/config.json (the page's cms-config-url link).
 */
import CMS from '@sveltia/cms';

/**
 * The editor writes a viewport that forbids zooming (maximum-scale=1); people who enlarge text
 * need it (WCAG 1.4.4), so the limit is taken out whenever the editor sets it.
 */
function keepZoom(): void {
  for (const meta of document.querySelectorAll<HTMLMetaElement>('meta[name="viewport"]')) {
    const allowed = meta.content.replace(/,?\s*maximum-scale=[^,]*/g, '').replace(/,?\s*user-scalable=no/g, '');
    if (allowed !== meta.content) meta.content = allowed;
  }
}

new MutationObserver(keepZoom).observe(document.head, { childList: true, subtree: true, attributes: true });
void CMS.init();
