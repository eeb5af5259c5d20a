/**
 * Each import boundary in eslint.config.js (and the cycle check in `npm run lint:cycles`) fails on a
 * planted violation and passes the allowed import beside it. The code is linted as if it lived at a
 * path inside each folder, with the real config; only the type-aware rules are off, which the
 * boundary rules do not need, so each case takes milliseconds.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { afterAll, describe, expect, it } from 'vitest';

const root = path.dirname(import.meta.dirname);

const BOUNDARY_RULES = new Set([
  'no-restricted-imports',
  '@typescript-eslint/no-restricted-imports',
  'boundaries/resolved-imports',
  'no-restricted-globals',
]);

const eslint = new ESLint({
  cwd: root,
  overrideConfig: [{ files: ['**/*.{ts,tsx,astro}'], ...tseslint.configs.disableTypeChecked }],
  ruleFilter: ({ ruleId }) => BOUNDARY_RULES.has(ruleId),
});

/** The boundary messages for `code` linted as the file at `file` (relative to the repository). */
async function boundaryMessages(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return (result?.messages ?? []).map((message) => `${message.ruleId ?? 'parse'}: ${message.message}`);
}

type Case = [file: string, code: string];

/** Rule name → planted violations, and allowed imports that must not trip that rule. */
const BOUNDARIES: Record<string, { violations: Case[]; allowed: Case[] }> = {
  'Domain stays pure': {
    violations: [
      ['src/domain/requests/x.ts', "import { useState } from 'react';"],
      ['src/domain/requests/x.ts', "import { Hono } from 'hono';"],
      ['src/domain/requests/x.ts', "import { getCollection } from 'astro:content';"],
      ['src/domain/requests/x.ts', "import { useQuery } from '@tanstack/react-query';"],
      ['src/domain/requests/x.ts', "import { existsSync } from 'node:fs';"],
      ['src/domain/requests/x.ts', "import { join } from 'path';"],
      ['src/domain/requests/x.ts', "import { nav } from '#site/nav.ts';"],
      ['src/design/x.ts', "import type { AppType } from '#server/app.ts';"],
      ['src/domain/x.ts', 'export const width = window.innerWidth;'],
      ['src/domain/x.ts', "export const saved = localStorage.getItem('k');"],
      ['src/domain/x.ts', "export const load = () => fetch('/api');"],
      ['src/domain/x.ts', 'export const here = process.cwd();'],
      ['src/domain/x.test.ts', "import { render } from '@testing-library/react';"],
    ],
    allowed: [
      ['src/domain/requests/x.ts', "import { z } from 'zod';\nimport { z as m } from 'zod/mini';"],
      ['src/domain/requests/x.ts', "import { STATUSES } from './constants.ts';\nimport { t } from '../text.ts';"],
      ['src/design/x.ts', "import { STATUSES } from '#domain/requests/constants.ts';"],
      ['src/domain/requests/x.ts', 'export function f(location: string) { return location; }'],
      ['src/domain/x.test.ts', "import { readFileSync } from 'node:fs';\nimport { it } from 'vitest';"],
    ],
  },
  'Server code stays on the server': {
    violations: [
      ['src/site/lib/x.ts', "import { createApp } from '#server/app.ts';"],
      ['src/site/lib/x.ts', "import type { AppType } from '#server/app.ts';"],
      [
        'src/site/components/x.astro',
        "<p />\n<script>\n  import { createApp } from '#server/app.ts';\n  createApp();\n</script>",
      ],
      ['src/pages/x.astro', "---\nimport { createApp } from '#server/app.ts';\n---\n<p>x</p>"],
      ['src/pages/311/x.astro', "---\nimport { loadEnv } from '#server/config/env.ts';\n---\n<p>x</p>"],
      ['src/township-311/lib/x.ts', "import type { AppType } from '#server/app.ts';"],
      ['src/township-311/lib/api-client.ts', "import { createApp } from '#server/app.ts';"],
      ['src/township-311/lib/api-client.ts', "import type { Env } from '#server/config/env.ts';"],
      ['src/township-311/features/track/x.test.ts', "import { createApp } from '#server/app.ts';"],
    ],
    allowed: [['src/township-311/lib/api-client.ts', "import type { AppType } from '#server/app.ts';"]],
  },
  'Server stands alone': {
    violations: [
      ['functions/routes/x.ts', "import { nav } from '#site/nav.ts';"],
      ['functions/routes/x.ts', "import { api } from '#township-311/lib/api-client.ts';"],
      ['functions/routes/x.test.ts', "import { api } from '#township-311/lib/api-client.ts';"],
    ],
    allowed: [['functions/routes/x.ts', "import { STATUSES } from '#domain/requests/constants.ts';"]],
  },
  'Site and app apart': {
    violations: [
      ['src/site/islands/x.tsx', "import { api } from '#township-311/lib/api-client.ts';"],
      ['src/pages/about.astro', "---\nimport PortalApp from '#township-311/app/PortalApp.tsx';\n---\n<PortalApp />"],
      ['src/township-311/ui/x.tsx', "import { nav } from '#site/nav.ts';"],
    ],
    allowed: [
      ['src/pages/311/x.astro', "---\nimport PortalApp from '#township-311/app/PortalApp.tsx';\n---\n<PortalApp />"],
      ['src/site/islands/x.tsx', "import { buttonClasses } from '#design/button-classes.ts';"],
    ],
  },
  'Aliases across programs': {
    violations: [
      ['src/site/lib/x.ts', "import { t } from '../../domain/text.ts';"],
      ['src/pages/311/x.astro', "---\nimport PortalApp from '../../township-311/app/PortalApp.tsx';\n---\n<p />"],
      ['functions/routes/x.ts', "import { t } from '../../src/domain/text.ts';"],
      [
        'src/site/components/x.astro',
        "<p />\n<script>\n  import { t } from '../../domain/text.ts';\n  t();\n</script>",
      ],
      ['src/domain/x.ts', "export * from '../design/button-classes.ts';"],
      ['src/township-311/lib/x.ts', "const m = () => import('../../../functions/app.ts');"],
    ],
    allowed: [
      ['src/site/components/x.astro', "---\nimport Q from '../islands/QuestionExplorer.tsx';\n---\n<Q />"],
      ['src/pages/x.astro', "---\nimport Base from '../site/layouts/Base.astro';\n---\n<Base />"],
      ['functions/routes/x.ts', "import { logger } from '../logger.ts';"],
      ['src/site/lib/x.ts', "import { t } from '#domain/text.ts';"],
    ],
  },
  'Features stay out of the app shell': {
    violations: [
      ['src/township-311/features/submit/x.tsx', "import { PortalApp } from '../../app/PortalApp.tsx';"],
      ['src/township-311/features/staff/users/x.tsx', "import { PortalApp } from '../../../app/PortalApp.tsx';"],
      ['src/township-311/features/track/x.tsx', "import { PortalApp } from '#township-311/app/PortalApp.tsx';"],
    ],
    allowed: [
      ['src/township-311/app/x.tsx', "import { TrackScreen } from '../features/track/index.ts';"],
      ['src/township-311/features/track/x.tsx', "import { useDocumentTitle } from '../../lib/use-document-title.ts';"],
    ],
  },
  'Features meet at their index': {
    violations: [
      ['src/township-311/features/submit/x.tsx', "import type { Point } from '../location/point.ts';"],
      ['src/township-311/features/location/x.tsx', "export { fieldId } from '../submit/wizard-values.ts';"],
      ['src/township-311/features/staff/users/x.tsx', "import { TrackScreen } from '../../track/TrackScreen.tsx';"],
      [
        'src/township-311/features/submit/x.tsx',
        "const Map = () => import('#township-311/features/location/MapPicker.tsx');",
      ],
    ],
    allowed: [
      ['src/township-311/features/submit/x.tsx', "import type { Point } from '../location/index.ts';"],
      ['src/township-311/features/staff/users/x.tsx', "import { Badge } from '../Badges.tsx';"],
      ['src/township-311/features/submit/x.tsx', "import { fieldId } from './wizard-values.ts';"],
      [
        'src/township-311/features/track/x.tsx',
        "import { LocationStep } from '#township-311/features/location/index.ts';",
      ],
    ],
  },
  'Tests apart from production': {
    violations: [
      ['functions/routes/x.ts', "import { fakeStores } from '../testing/fakes/stores.ts';"],
      ['src/domain/requests/x.ts', "import { sampleRequest } from '../testing/service-request.ts';"],
      ['src/site/lib/x.ts', "import { sample } from '#domain/testing/service-request.ts';"],
      ['src/township-311/lib/api-client.ts', "import { sample } from '#domain/testing/service-request.ts';"],
      ['src/township-311/features/track/x.tsx', "import { render } from '../../testing/render.tsx';"],
      ['src/pages/311/x.astro', "---\nimport { s } from '#domain/testing/service-request.ts';\n---\n<p />"],
    ],
    allowed: [
      ['functions/routes/x.test.ts', "import { fakeStores } from '../testing/fakes/stores.ts';"],
      ['functions/testing/fakes/x.ts', "import { sample } from '#domain/testing/service-request.ts';"],
      ['src/domain/requests/x.test.ts', "import { sampleRequest } from '../testing/service-request.ts';"],
      ['src/township-311/features/track/x.test.tsx', "import { render } from '../../testing/render.tsx';"],
    ],
  },
};

describe.each(Object.entries(BOUNDARIES))('%s', (rule, { violations, allowed }) => {
  it.each(violations)('fails %s: %s', async (file, code) => {
    expect(await boundaryMessages(file, code)).toContainEqual(expect.stringContaining(`${rule}:`));
  });

  it.each(allowed)('allows %s: %s', async (file, code) => {
    expect(await boundaryMessages(file, code)).toEqual([]);
  });
});

describe('No import cycles (npm run lint:cycles)', () => {
  // Inside the repository, so the check runs with its own settings, in a folder git, eslint and
  // prettier ignore, so a lint running at the same time never sees the planted cycle.
  mkdirSync(path.join(root, '.test-data'), { recursive: true });
  const dir = mkdtempSync(path.join(root, '.test-data/cycle-check-'));
  afterAll(() => {
    rmSync(dir, { recursive: true, force: true });
  });

  /** The lint:cycles command from package.json, run on `files` instead of the source folders. */
  function checkCycles(files: string[]) {
    const { scripts } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
      scripts: Record<string, string>;
    };
    const [command = '', ...args] = (scripts['lint:cycles'] ?? '').split(' ').filter((arg) => !arg.includes('*'));
    // Plain text whatever the runner sets (npm test forces colour for its children).
    const run = spawnSync(path.join(root, 'node_modules/.bin', command), [...args, ...files], {
      cwd: root,
      encoding: 'utf8',
      env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0' },
    });
    return { status: run.status, stdout: stripVTControlCharacters(run.stdout) };
  }

  it('fails on two files that import each other, even for types only', () => {
    writeFileSync(
      path.join(dir, 'a.ts'),
      "import { b } from './b.ts';\nexport type A = string;\nexport const a = b;\n",
    );
    writeFileSync(path.join(dir, 'b.ts'), "import type { A } from './a.ts';\nexport const b: A = 'b';\n");
    const run = checkCycles([path.join(dir, 'a.ts')]);
    expect(run.status).toBe(1);
    expect(run.stdout).toMatch(/a\.ts -> .*b\.ts/);
  });

  it('passes a chain without a cycle', () => {
    writeFileSync(path.join(dir, 'c.ts'), "import { d } from './d.ts';\nexport const c = d;\n");
    writeFileSync(path.join(dir, 'd.ts'), "export const d = 'd';\n");
    expect(checkCycles([path.join(dir, 'c.ts')]).status).toBe(0);
  });
});
