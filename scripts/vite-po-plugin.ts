/**
 * Lets the site's build, the 311 app and the component tests import a PO catalog: `import es from
 * '/locales/es/311-wizard.po'` gives the translations by key (only translated, non-fuzzy entries),
 * as a small JSON module; nothing of the PO format reaches the browser. `virtual:township-catalogs`
 * maps each language to a loader of the township profile's own catalog
 * (`<TOWNSHIP_DIR or content/township>/locales/<tag>.po`), the folder being chosen at build time.
 * Registered in astro.config.mjs and vitest.config.ts.
 *
 * Messages arrive parsed (compileMessage): a catalog's translations, and with `compileEnglish` the
 * 311 app's English modules too (every module of src/township-311 and src/domain/messages-311
 * that defines a domain), whose notes for translators are dropped on the way. So the browser
 * formats messages without the ICU parser (src/domain/i18n/translate.ts); the server and the tools
 * read the same sources as text.
 *
 * With `compileEnglish`, an app catalog (`locales/<tag>/311-*.po`) whose domain the app's code
 * defines in one key order ships without its keys: an array in that order, `null` for a message
 * not translated (translate.ts's `keyedCatalog` puts the keys back from the English). Keys are
 * about a fifth of a catalog's gzip weight, and the code already holds them. A domain the code
 * splits across modules (311-track: the track screen's and the request card's) keeps its keys.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parsePo, translationsOf } from '../src/domain/i18n/po.ts';
import { parseMessage } from '../src/domain/i18n/message-format.ts';
import type { CompiledMessage } from '../src/domain/i18n/message-nodes.ts';
import type { MessageDomain } from '../src/domain/i18n/messages.ts';
import { readTownshipProfile } from '../src/domain/township/profile-schema.ts';
import { townshipMessages } from '../src/domain/township/township-messages.ts';

const TOWNSHIP_CATALOGS = 'virtual:township-catalogs';
const RESOLVED_TOWNSHIP_CATALOGS = `\0${TOWNSHIP_CATALOGS}`;
/** The app's message modules: its own, and those it shares with the server's pages (src/domain/messages-311). */
const APP_MESSAGES = /\/src\/(?:township-311|domain\/messages-311)\/(?:.+\/)?[\w.-]+\.ts$/;

/** The township profile's folder at build time: TOWNSHIP_DIR, else content/township. */
function townshipFolder(): string {
  const root = fileURLToPath(new URL('..', import.meta.url));
  return resolve(process.env.TOWNSHIP_DIR || join(root, 'content', 'township'));
}

function townshipCatalogs(): string {
  const dir = join(townshipFolder(), 'locales');
  const files = existsSync(dir) ? readdirSync(dir).filter((name) => name.endsWith('.po')) : [];
  const entries = files.map(
    (name) => `${JSON.stringify(name.slice(0, -3))}: () => import(${JSON.stringify(join(dir, name))})`,
  );
  return `export default { ${entries.join(', ')} };`;
}

/** The key order of the township's words as the app reads them (townshipMessages of the profile). */
function townshipKeyOrder(): readonly string[] {
  const folder = townshipFolder();
  const profile = readTownshipProfile(readFileSync(join(folder, 'profile.json'), 'utf8'), folder);
  return Object.keys(townshipMessages(profile).english);
}

/** Residents' screens name no department (staff screens are English), so the app's catalogs leave them out. */
const forResidents = (translations: Readonly<Record<string, CompiledMessage>>) =>
  Object.fromEntries(Object.entries(translations).filter(([key]) => !key.startsWith('department.')));

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

/** A source module of the app that defines message domains (their English, or their notes too). */
const definesMessages = (path: string) =>
  path.endsWith('.ts') && !path.includes('.test.') && readFileSync(path, 'utf8').includes('= defineMessages(');

/**
 * Each app domain's key order, where every module of the app (and of src/domain/messages-311)
 * that defines it lists the same keys in the same order (so whichever the app imports, a catalog
 * in that order fits it).
 */
async function appKeyOrders(): Promise<Map<string, readonly string[]>> {
  const paths = ['../src/township-311', '../src/domain/messages-311']
    .map((dir) => fileURLToPath(new URL(dir, import.meta.url)))
    .flatMap((root) => (readdirSync(root, { recursive: true }) as string[]).map((name) => join(root, name)))
    .filter(definesMessages);
  const orders = new Map<string, (readonly string[])[]>();
  for (const path of paths) {
    const exports = (await import(pathToFileURL(path).href)) as Record<string, unknown>;
    for (const value of Object.values(exports)) {
      if (isDomain(value)) orders.set(value.domain, [...(orders.get(value.domain) ?? []), Object.keys(value.english)]);
    }
  }
  const agreed = new Map<string, readonly string[]>();
  for (const [domain, [first, ...rest]] of orders) {
    const same = rest.every((keys) => keys.join('\n') === first!.join('\n'));
    // An integer-like key would change places in an object, so such a domain keeps its keys.
    if (same && !first!.some((key) => /^\d+$/.test(key))) agreed.set(domain, first!);
  }
  return agreed;
}

/** A catalog's translations as the app ships them: in its domain's key order where the code agrees on one. */
export function shippedCatalog(
  translations: Readonly<Record<string, CompiledMessage>>,
  order: readonly string[] | undefined,
): Readonly<Record<string, CompiledMessage>> | (CompiledMessage | null)[] {
  if (!order) return translations;
  const shipped = order.map((key) => translations[key] ?? null);
  while (shipped.length > 0 && shipped.at(-1) === null) shipped.pop();
  return shipped;
}

export function poPlugin({ compileEnglish = false }: { compileEnglish?: boolean } = {}) {
  let keyOrders: Promise<Map<string, readonly string[]>> | undefined;
  return {
    name: 'township-po-catalogs',
    enforce: 'pre' as const,
    resolveId(id: string) {
      return id === TOWNSHIP_CATALOGS ? RESOLVED_TOWNSHIP_CATALOGS : null;
    },
    async load(id: string) {
      if (id === RESOLVED_TOWNSHIP_CATALOGS) return { code: townshipCatalogs(), map: null };
      const path = id.split('?')[0]!;
      if (!path.endsWith('.po')) return null;
      const translations = compileAll(translationsOf(parsePo(readFileSync(path, 'utf8'))));
      if (!compileEnglish) return { code: `export default ${JSON.stringify(translations)};`, map: null };
      const domain = basename(path, '.po');
      const shipped = resolve(path).startsWith(join(townshipFolder(), 'locales'))
        ? shippedCatalog(forResidents(translations), townshipKeyOrder())
        : shippedCatalog(
            translations,
            domain.startsWith('311-') ? (await (keyOrders ??= appKeyOrders())).get(domain) : undefined,
          );
      return { code: `export default ${JSON.stringify(shipped)};`, map: null };
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
