// @ts-check
import js from '@eslint/js';
import astro from 'eslint-plugin-astro';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { defineConfig } from 'eslint/config';
import { builtinModules } from 'node:module';
import boundaries from './scripts/lint-boundaries.js';
import catalogText from './scripts/lint-catalog-text.js';

/** Props of the site's Astro components whose value a visitor reads (BaseLayout's title, a section's heading). */
const SITE_TEXT_PROPS = ['title', 'description', 'heading', 'label', 'linkText', 'srText', 'text', 'alt'];

/** Test code: test files and the testing/ folders beside them. */
const TEST_FILES = ['**/*.test.{ts,tsx}', '**/testing/**'];
/** Node built-ins, with or without the node: prefix, e.g. node:fs, fs, fs/promises. */
const NODE_BUILTINS = `(node:|(${builtinModules.filter((name) => !name.startsWith('_')).join('|')})(/|$))`;

/** Tests apart from production: fakes, fixtures and helpers live in testing/ folders. */
const testsApart = {
  regex: '(^|/)testing/',
  message:
    'Tests apart from production: production code must not import test-only code (testing/ folders). See functions/testing/README.md.',
};

/**
 * Domain stays pure: src/domain and src/design import zod and each other, nothing else. Tests there
 * may also use vitest and Node built-ins.
 */
const domainPure = (/** @type {string[]} */ allowed) => ({
  regex: `^(?!(${['zod', ...allowed].join('|')})(/|$)|${NODE_BUILTINS}|#domain/|#design/|\\.)`,
  message:
    'Domain stays pure: src/domain and src/design import only zod and other domain or design files, never a framework or another program (react, astro, hono, firebase, #site, #township-311, #server). Keep the framework part in the program that uses it and pass plain values in.',
});
const domainNoNode = {
  regex: `^${NODE_BUILTINS}`,
  message:
    'Domain stays pure: no Node built-ins in src/domain or src/design; the domain runs in the browser too. Do the file, process or network work in the server or a build script and pass the result in.',
};

/** Server code stays on the server: the site and the app only reach it over HTTP. */
const serverApart = {
  regex: '^#server/',
  message:
    "Server code stays on the server: the site and the Township 311 app never import functions/ (#server/*). The one exception is `import type { AppType } from '#server/app.ts'` in src/township-311/lib/api-client.ts, for the typed API client; move shared logic to src/domain.",
};
/** The typed API client's one type-only import of the server. */
const appTypeOnly = {
  name: '#server/app.ts',
  allowTypeImports: true,
  message: serverApart.message,
};
const serverOtherThanAppType = { ...serverApart, regex: '^#server/(?!app\\.ts$)' };

/** The server stands alone: it never imports the site or the app. */
const serverStandsAlone = {
  regex: '^#(site|township-311)/',
  message:
    'Server stands alone: functions/ never imports the site or the Township 311 app (#site/*, #township-311/*). Move shared logic to src/domain (#domain/*).',
};

/** The site and the app are separate programs; only src/pages/311 mounts the app. */
const siteSkipsApp = {
  regex: '^#township-311/',
  message:
    'Site and app apart: the site does not import the Township 311 app (#township-311/*); only the pages in src/pages/311/ mount it. Share through src/domain or src/design.',
};
const appSkipsSite = {
  regex: '^#site/',
  message:
    'Site and app apart: the Township 311 app does not import the site (#site/*). Share through src/domain or src/design.',
};

/**
 * One `@typescript-eslint/no-restricted-imports` block per file group. Each source file falls in
 * exactly one group, because a later block setting the same rule replaces an earlier one's options
 * for the files both match.
 */
const importBoundaries = [
  {
    // No user-facing text outside the message catalogs (docs/translating.md): the 311 resident
    // screens. Staff screens stay English by design.
    files: ['src/township-311/**/*.tsx'],
    ignores: [...TEST_FILES, 'src/township-311/testing/**', 'src/township-311/features/staff/**'],
    plugins: { 'catalog-text': catalogText },
    rules: { 'catalog-text/no-literal-text': 'error' },
  },
  {
    files: ['src/domain/**', 'src/design/**'],
    ignores: TEST_FILES,
    patterns: [domainPure([]), domainNoNode, testsApart],
  },
  {
    files: TEST_FILES.flatMap((glob) => [`src/domain/${glob}`, `src/design/${glob}`]),
    patterns: [domainPure(['vitest'])],
  },
  {
    files: ['src/site/**', 'src/pages/**', 'src/*'],
    ignores: ['src/pages/311/**'],
    productionPatterns: [testsApart],
    patterns: [serverApart, siteSkipsApp],
  },
  { files: ['src/pages/311/**'], productionPatterns: [testsApart], patterns: [serverApart] },
  {
    files: ['src/township-311/**'],
    ignores: ['src/township-311/lib/api-client.ts'],
    productionPatterns: [testsApart],
    patterns: [serverApart, appSkipsSite],
  },
  {
    files: ['src/township-311/lib/api-client.ts'],
    paths: [appTypeOnly],
    patterns: [serverOtherThanAppType, appSkipsSite, testsApart],
  },
  { files: ['functions/**'], productionPatterns: [testsApart], patterns: [serverStandsAlone] },
].flatMap(({ files, ignores = [], paths = [], patterns, productionPatterns }) => {
  /** @param {string[]} extraIgnores @param {object[]} groupPatterns */
  const block = (extraIgnores, groupPatterns, only = files) => ({
    files: only,
    ignores: [...ignores, ...extraIgnores],
    rules: {
      'no-restricted-imports': 'off',
      '@typescript-eslint/no-restricted-imports': ['error', { paths, patterns: groupPatterns }],
    },
  });
  if (!productionPatterns) return [block([], patterns)];
  // Production files get the extra patterns; their tests do not.
  return [
    block(TEST_FILES, [...patterns, ...productionPatterns]),
    block(
      [],
      patterns,
      files.flatMap((glob) =>
        // 'src/site/**' → its tests and testing/ folders; 'src/*' → the tests directly in src/.
        glob.endsWith('/**') ? TEST_FILES.map((test) => `${glob.slice(0, -3)}/${test}`) : [`${glob}.test.{ts,tsx}`],
      ),
    ),
  ];
});

/** Browser and Node globals the domain may not touch: it is plain logic, run anywhere. */
const DOMAIN_GLOBALS = [
  'window',
  'document',
  'navigator',
  'location',
  'history',
  'localStorage',
  'sessionStorage',
  'indexedDB',
  'fetch',
  'XMLHttpRequest',
  'WebSocket',
  'process',
  'Buffer',
  'require',
  '__dirname',
  '__filename',
].map((name) => ({
  name,
  message: `Domain stays pure: src/domain and src/design do not use the global \`${name}\` (browser, Node or network). Take the value as a parameter from the program that calls the domain.`,
}));

export default defineConfig(
  {
    ignores: [
      'dist/',
      'build/',
      '.test-dist/',
      '.test-dist-*/',
      '.astro/',
      '.audit-dist/',
      'node_modules/',
      '.reports/',
      'test-results/',
      'playwright-report/',
      'data/',
      '.test-data/',
      '.test-data-*/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      globals: { ...globals.browser, ...globals.node },
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  {
    files: ['**/*.tsx'],
    ...reactHooks.configs.flat.recommended,
  },
  {
    // Tests apart from production: fakes, fixtures and helpers live in testing/ folders
    // (functions/testing/README.md), and nothing that ships may import them. The same pattern is
    // part of every production group in importBoundaries; this block covers production files
    // outside those groups.
    files: ['functions/**/*.{ts,tsx}', 'src/**/*.{ts,tsx,astro}'],
    ignores: TEST_FILES,
    rules: { 'no-restricted-imports': ['error', { patterns: [testsApart] }] },
  },
  ...importBoundaries,
  {
    // Browser specs take `test` from tests/support/test.ts, which gives each test a new tab in the
    // worker's shared context (playwright.config.ts, reuseContext).
    files: ['tests/**/*.spec.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@playwright/test',
              message:
                "Import test, expect and Playwright's types from './support/test.ts': its test gives each test a new tab in the worker's shared browser context.",
            },
          ],
        },
      ],
    },
  },
  {
    // Rules that need the imported file's location: see scripts/lint-boundaries.js.
    files: ['src/**', 'functions/**'],
    plugins: { boundaries },
    rules: { 'boundaries/resolved-imports': 'error' },
  },
  {
    // No user-facing text outside the message catalogs (docs/translating.md): the 311 resident
    // screens. Staff screens stay English by design.
    files: ['src/township-311/**/*.tsx'],
    ignores: [...TEST_FILES, 'src/township-311/testing/**', 'src/township-311/features/staff/**'],
    plugins: { 'catalog-text': catalogText },
    rules: { 'catalog-text/no-literal-text': 'error' },
  },
  {
    files: ['src/domain/**', 'src/design/**'],
    ignores: TEST_FILES,
    rules: { 'no-restricted-globals': ['error', ...DOMAIN_GLOBALS] },
  },
  ...astro.configs.recommended,
  {
    // The same for the coalition site's pages, components and islands (after the Astro parser is
    // set, which this rule reads too). Astro components' props that hold text are checked as well.
    // The content editor's page (/admin) is for editors, like the staff screens, and its title is
    // all it writes: the editor itself follows the browser's language.
    files: ['src/site/**/*.{astro,tsx}', 'src/pages/**/*.astro'],
    ignores: [...TEST_FILES, 'src/pages/311/**', 'src/pages/admin.astro'],
    plugins: { 'catalog-text': catalogText },
    rules: { 'catalog-text/no-literal-text': ['error', { componentProps: SITE_TEXT_PROPS }] },
  },
  {
    files: ['**/*.astro', '**/*.astro/*.ts'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
  },
);
