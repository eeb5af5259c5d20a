/**
 * Starts the browser content editor (Sveltia CMS, bundled from npm) on /admin, the only page that
 * loads it; it reads its configuration from /admin/config.json (the page's cms-config-url link).
 */
import CMS from '@sveltia/cms';

void CMS.init();
