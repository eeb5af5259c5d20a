/**
 * The catalog-text rule in eslint.config.js fails on words written into a resident screen's or a
 * coalition site page's markup and passes messages, data and the staff screens, linted with the real config as if the code
 * lived at each path (type-aware rules off, which this rule does not need).
 */
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({
  cwd: path.dirname(import.meta.dirname),
  overrideConfig: [{ files: ['**/*.{ts,tsx,astro}'], ...tseslint.configs.disableTypeChecked }],
  ruleFilter: ({ ruleId }) => ruleId === 'catalog-text/no-literal-text',
});

async function problems(code: string, file: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: file });
  return result!.messages.map((message) => message.message);
}

const RESIDENT = 'src/township-311/features/track/Example.tsx';

describe('no user-facing text outside the catalogs', () => {
  it.each([
    ['JSX text', 'export const A = () => <p>Track a Request</p>;'],
    ['an aria-label', 'export const A = () => <nav aria-label="Language" />;'],
    ['a placeholder in braces', "export const A = () => <input placeholder={'Search'} />;"],
    ['words in another script', 'export const A = () => <p>요청 조회</p>;'],
  ])('reports %s on a resident screen', async (_what, code) => {
    expect(await problems(code, RESIDENT)).toEqual([expect.stringMatching(/in a message catalog/)]);
  });

  it.each([
    ['a message', "export const A = ({ t }: { t: (k: string) => string }) => <p>{t('title')}</p>;"],
    ['digits and symbols', 'export const A = () => <p>911 · 311 — (2)</p>;'],
    [
      "a component's key prop",
      'const B = (_: { title: string }) => null; export const A = () => <B title="confirmTitle" />;',
    ],
  ])('passes %s', async (_what, code) => {
    expect(await problems(code, RESIDENT)).toEqual([]);
  });

  it('leaves the staff screens, which stay English, and tests alone', async () => {
    const code = 'export const A = () => <p>Manage Staff</p>;';
    expect(await problems(code, 'src/township-311/features/staff/Example.tsx')).toEqual([]);
    expect(await problems(code, 'src/township-311/features/track/Example.test.tsx')).toEqual([]);
    expect(await problems(code, RESIDENT)).toHaveLength(1);
  });
});

describe('no words in the coalition site’s markup', () => {
  const PAGE = 'src/site/pages/Example.astro';
  const frontmatter =
    "---\nimport BaseLayout from '#site/layouts/BaseLayout.astro';\nconst t = (k: string) => k;\n---\n";

  it.each([
    ['text in an Astro page', '<p>Our Initiatives</p>', PAGE],
    ['an aria-label in an Astro component', '<ul aria-label="Projects"></ul>', 'src/site/components/Example.astro'],
    ["a component's title prop", '<BaseLayout title="Contact Us" />', PAGE],
    ["a section's heading prop", '<HeadedSection id="x" heading="Overview" />', PAGE],
    ['text in a route file', '<h1>Elections</h1>', 'src/pages/example.astro'],
  ])('reports %s', async (_what, markup, file) => {
    expect(await problems(frontmatter + markup, file)).toEqual([expect.stringMatching(/in a message catalog/)]);
  });

  it('reports text in a site island', async () => {
    const code = 'export const A = () => <label>Leave this box unticked</label>;';
    expect(await problems(code, 'src/site/islands/Example.tsx')).toHaveLength(1);
  });

  it.each([
    ['a message', "<p>{t('aboutUs')}</p>"],
    ['data and symbols', '<p>{site.email} · 2025 — (2)</p>'],
    ['a component prop that is not text', '<BaseLayout title={t(\'x\')} noindex variant="secondary" />'],
  ])('passes %s', async (_what, markup) => {
    expect(await problems(frontmatter + markup, PAGE)).toEqual([]);
  });

  it('leaves the 311 page routes to the app’s own rule', async () => {
    expect(await problems(frontmatter + '<p>Report a problem</p>', 'src/pages/311/example.astro')).toEqual([]);
  });
});
