/**
 * Lets the site's build, the 311 app and the component tests import a PO catalog: `import es from
 * '/locales/es/311-wizard.po'` gives the translations by key (only translated, non-fuzzy entries),
 * as a small JSON module; nothing of the PO format reaches the browser. `virtual:township-catalogs`
 * maps each language to a loader of the township profile's own catalog
 * (`<TOWNSHIP_DIR or content/township>/locales/<tag>.po`), the folder being chosen at build time.
 * Registered in astro.config.mjs and vitest.config.ts.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parsePo, translationsOf } from '../src/domain/i18n/po.ts';

const TOWNSHIP_CATALOGS = 'virtual:township-catalogs';
const RESOLVED_TOWNSHIP_CATALOGS = `\0${TOWNSHIP_CATALOGS}`;

function townshipCatalogs(): string {
  const root = fileURLToPath(new URL('..', import.meta.url));
  const dir = join(resolve(process.env.TOWNSHIP_DIR || join(root, 'content', 'township')), 'locales');
  const files = existsSync(dir) ? readdirSync(dir).filter((name) => name.endsWith('.po')) : [];
  const entries = files.map(
    (name) => `${JSON.stringify(name.slice(0, -3))}: () => import(${JSON.stringify(join(dir, name))})`,
  );
  return `export default { ${entries.join(', ')} };`;
}

export function poPlugin() {
  return {
    name: 'township-po-catalogs',
    enforce: 'pre' as const,
    resolveId(id: string) {
      return id === TOWNSHIP_CATALOGS ? RESOLVED_TOWNSHIP_CATALOGS : null;
    },
    load(id: string) {
      if (id === RESOLVED_TOWNSHIP_CATALOGS) return { code: townshipCatalogs(), map: null };
      const path = id.split('?')[0]!;
      if (!path.endsWith('.po')) return null;
      const translations = translationsOf(parsePo(readFileSync(path, 'utf8')));
      return { code: `export default ${JSON.stringify(translations)};`, map: null };
    },
  };
}
