/**
 * Lets the site's build, the 311 app and the component tests import a PO catalog: `import es from
 * '/locales/es/311-wizard.po'` gives the translations by key (only translated, reviewed-or-not,
 * non-fuzzy entries), as a small JSON module; nothing of the PO format reaches the browser.
 * Registered in astro.config.mjs and vitest.config.ts.
 */
import { readFileSync } from 'node:fs';
import { parsePo, translationsOf } from '../src/domain/i18n/po.ts';

export function poPlugin() {
  return {
    name: 'township-po-catalogs',
    enforce: 'pre' as const,
    load(id: string) {
      const path = id.split('?')[0]!;
      if (!path.endsWith('.po')) return null;
      const translations = translationsOf(parsePo(readFileSync(path, 'utf8')));
      return { code: `export default ${JSON.stringify(translations)};`, map: null };
    },
  };
}
