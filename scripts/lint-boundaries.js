// @ts-check
/**
 * ESLint plugin for the import boundaries that need the imported file's real location (relative
 * paths and package.json aliases resolved): one rule, `boundaries/resolved-imports`, checking
 * "Aliases across programs", "Features stay out of the app shell" and "Features meet at their
 * index" (messages in the rule). Boundaries visible in the import text alone are plain
 * `no-restricted-imports` patterns in eslint.config.js.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.dirname(import.meta.dirname);

/** Programs by folder, relative to the repository root; the first match wins. */
const PROGRAMS = [
  { name: 'the Township 311 app', dir: 'src/township-311', alias: '#township-311' },
  { name: 'the domain', dir: 'src/domain', alias: '#domain' },
  { name: 'the design classes', dir: 'src/design', alias: '#design' },
  { name: 'the site', dir: 'src/site', alias: '#site' },
  { name: 'the site', dir: 'src/pages', alias: '#site' },
  { name: 'the site', dir: 'src', alias: '#site', topLevelOnly: true },
  { name: 'the server', dir: 'functions', alias: '#server' },
];

/** package.json `imports`, e.g. '#domain/' → 'src/domain/'. */
const aliases = Object.entries(
  /** @type {{ imports: Record<string, string> }} */ (JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')))
    .imports,
).map(([alias, target]) => ({ prefix: alias.replace(/\*$/, ''), dir: path.join(root, target.replace(/\*$/, '')) }));

/**
 * The program a file belongs to, or undefined for files outside every program (scripts, tests,
 * content, public).
 * @param {string} file absolute path
 */
function programOf(file) {
  const rel = path.relative(root, file).split(path.sep).join('/');
  return PROGRAMS.find((program) =>
    program.topLevelOnly
      ? path.posix.dirname(rel) === program.dir
      : rel === program.dir || rel.startsWith(`${program.dir}/`),
  );
}

/**
 * The absolute path an import names, or undefined for packages and Node built-ins.
 * @param {string} from absolute path of the importing file
 * @param {string} spec the import text
 */
function resolveImport(from, spec) {
  if (spec.startsWith('.')) return path.resolve(path.dirname(from), spec);
  const alias = aliases.find(({ prefix }) => spec.startsWith(prefix));
  return alias ? path.join(alias.dir, spec.slice(alias.prefix.length)) : undefined;
}

const FEATURES = path.join(root, 'src/township-311/features');
const APP_SHELL = path.join(root, 'src/township-311/app');

/**
 * The feature folder name a file is in, e.g. 'submit', or undefined.
 * @param {string} file absolute path
 */
function featureOf(file) {
  const rel = path.relative(FEATURES, file);
  if (rel.startsWith('..') || path.isAbsolute(rel)) return undefined;
  const [name, ...rest] = rel.split(path.sep);
  return rest.length > 0 ? name : undefined;
}

/** @param {string} dir @param {string} file */
const isInside = (dir, file) => {
  const rel = path.relative(dir, file);
  return rel !== '' && !rel.startsWith('..') && !path.isAbsolute(rel);
};

/** @type {import('eslint').Rule.RuleModule} */
const resolvedImports = {
  meta: {
    type: 'problem',
    docs: { description: 'Import boundaries that depend on where the imported file is (see CONTRIBUTING.md).' },
    schema: [],
    messages: {
      relativeAcrossPrograms:
        "Aliases across programs: '{{spec}}' leaves {{from}} for {{to}}. Import it as '{{alias}}/…' (package.json `imports`); relative paths are for files inside one program.",
      featureImportsShell:
        "Features stay out of the app shell: '{{spec}}' is in src/township-311/app/, which imports the features, never the reverse. Move what the feature needs to lib/ or ui/, or pass it in as props.",
      featureInternals:
        "Features meet at their index: '{{spec}}' reaches into the '{{feature}}' feature. Import features/{{feature}}/index.ts, its public entry, and export what you need from there.",
    },
  },
  create(context) {
    const file = context.physicalFilename;
    const fromProgram = programOf(file);
    const fromFeature = featureOf(file);

    /** @param {import('estree').Node & { source?: import('estree').Node | null }} node */
    function check(node) {
      const source = node.source;
      if (source?.type !== 'Literal' || typeof source.value !== 'string') return;
      const spec = source.value;
      const target = resolveImport(file, spec);
      if (!target) return;

      if (spec.startsWith('.') && fromProgram) {
        const toProgram = programOf(target);
        if (toProgram && toProgram.name !== fromProgram.name) {
          context.report({
            node: source,
            messageId: 'relativeAcrossPrograms',
            data: { spec, from: fromProgram.name, to: toProgram.name, alias: toProgram.alias },
          });
          return;
        }
      }
      if (!fromFeature) return;
      if (isInside(APP_SHELL, target)) {
        context.report({ node: source, messageId: 'featureImportsShell', data: { spec } });
        return;
      }
      const toFeature = featureOf(target);
      if (toFeature && toFeature !== fromFeature && target !== path.join(FEATURES, toFeature, 'index.ts')) {
        context.report({ node: source, messageId: 'featureInternals', data: { spec, feature: toFeature } });
      }
    }

    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

export default { meta: { name: 'boundaries' }, rules: { 'resolved-imports': resolvedImports } };
