// @ts-check
import js from '@eslint/js';
import astro from 'eslint-plugin-astro';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { defineConfig } from 'eslint/config';

export default defineConfig(
  {
    ignores: [
      'dist/',
      'build/',
      '.test-dist/',
      '.astro/',
      'node_modules/',
      '.reports/',
      'test-results/',
      'playwright-report/',
      'data/',
      '.test-data/',
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
    // (functions/testing/README.md), and nothing that ships may import them.
    files: ['functions/**/*.{ts,tsx}', 'src/**/*.{ts,tsx,astro}'],
    ignores: ['**/*.test.{ts,tsx}', '**/testing/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^|/)testing/',
              message:
                'Tests apart from production: production code must not import test-only code (testing/ folders). See functions/testing/README.md.',
            },
          ],
        },
      ],
    },
  },
  ...astro.configs.recommended,
  {
    files: ['**/*.astro', '**/*.astro/*.ts'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
  },
);
