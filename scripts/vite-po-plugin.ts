/**
 * Lets the site's build, the 311 app and the component tests import a PO catalog: `import es from
 * '/locales/es/311-wizard.po'` gives the translations by key (only translated, non-fuzzy entries),
 * as a small JSON module; nothing of the PO format reaches the browser. `virtual:township-catalogs`
 * maps each language to a loader of the township profile's own catalog
 * (`<TOWNSHIP_DIR or content/township>/locales/<tag>.po`), the folder being chosen at build time.
 * Registered in astro.config.mjs and vitest.config.ts.
 *
 * Messages arrive parsed (compileMessage): a catalog's translations, and with `compileEnglish` the
 * 311 app's English modules too (every module of src/township-311 that defines a domain), whose
 * notes for translators are dropped on the way. So the browser formats messages without the ICU
 * parser (src/domain/i18n/translate.ts); the server and the tools read the same sources as text.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parsePo, translationsOf } from '../src/domain/i18n/po.ts';
import { parseMessage } from '../src/domain/i18n/message-format.ts';
import type { CompiledMessage } from '../src/domain/i18n/message-nodes.ts';
import type { MessageDomain } from '../src/domain/i18n/messages.ts';

const TOWNSHIP_CATALOGS = 'virtual:township-catalogs';
const RESOLVED_TOWNSHIP_CATALOGS = `\0${TOWNSHIP_CATALOGS}`;
const APP_MESSAGES = /\/src\/township-311\/(?:.+\/)?[\w.-]+\.ts$/;

function townshipCatalogs(): string {
  const root = fileURLToPath(new URL('..', import.meta.url));
  const dir = join(resolve(process.env.TOWNSHIP_DIR || join(root, 'content', 'township')), 'locales');
  const files = existsSync(dir) ? readdirSync(dir).filter((name) => name.endsWith('.po')) : [];
  const entries = files.map(
    (name) => `${JSON.stringify(name.slice(0, -3))}: () => import(${JSON.stringify(join(dir, name))})`,
  );
  return `export default { ${entries.join(', ')} };`;
}

/**
 * A message parsed for the browser: plain text stays the text (it reads the same as source and as
 * text), anything else becomes its parts.
 * @example compileMessage('Request {id}') // ['Request ', { arg: 'id' }]
 */
export function compileMessage(source: string): CompiledMessage {
  const nodes = parseMessage(source);
  if (nodes.length === 0) return '';
  return nodes.length === 1 && nodes[0] === source ? source : nodes;
}

function compileAll(messages: Readonly<Record<string, string>>): Record<string, CompiledMessage> {
  return Object.fromEntries(Object.entries(messages).map(([key, source]) => [key, compileMessage(source)]));
}

const isDomain = (value: unknown): value is MessageDomain =>
  typeof value === 'object' && value !== null && 'domain' in value && 'english' in value && 'notes' in value;

/** A module of message domains as JavaScript: each domain with its English parsed and no notes. */
export async function compiledMessagesModule(path: string): Promise<string> {
  // The module runs as the server would run it (Node strips its types); its mtime makes each edit a new import.
  const exports = (await import(`${pathToFileURL(path).href}?compiled=${statSync(path).mtimeMs}`)) as Record<
    string,
    unknown
  >;
  return Object.entries(exports)
    .map(([name, value]) => {
      if (!isDomain(value)) throw new Error(`${path}: "${name}" is not a message domain; export only domains here`);
      const compiled = { domain: value.domain, english: compileAll(value.english), notes: {} };
      return `export const ${name} = ${JSON.stringify(compiled)};`;
    })
    .join('\n');
}

export function poPlugin({ compileEnglish = false }: { compileEnglish?: boolean } = {}) {
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
      const translations = compileAll(translationsOf(parsePo(readFileSync(path, 'utf8'))));
      return { code: `export default ${JSON.stringify(translations)};`, map: null };
    },
    async transform(code: string, id: string) {
      const path = id.split('?')[0]!;
      if (
        !compileEnglish ||
        !APP_MESSAGES.test(path) ||
        path.includes('.test.') ||
        !code.includes('= defineMessages(')
      ) {
        return null;
      }
      return { code: await compiledMessagesModule(path), map: null };
    },
  };
}
