import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { missingTranslations, reportLines, statusesInUse, translatableFiles } from './content-translations.ts';

let dir: string;
const put = (path: string, text: string) => {
  mkdirSync(dirname(join(dir, path)), { recursive: true });
  writeFileSync(join(dir, path), text);
};

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'content-translations-'));
  put('home.md', '---\nheroHeading: Hi\n---\n');
  put('home.es.md', '---\nheroHeading: Hola\n---\n');
  put('about.md', '---\nintro: About\n---\n');
  put(
    'elections/2025/answers/mayor-1.json',
    JSON.stringify({ q1: { summary: 'One', time: '1:00' }, q2: { summary: 'Two' } }),
  );
  put('elections/2025/answers/mayor-1.es.json', JSON.stringify({ q1: { summary: 'Uno' } }));
  put('forum.json', JSON.stringify({ 'forum-2025': { title: 'Forum', status: 'Cancelled' } }));
  put('forum.es.json', JSON.stringify({ 'forum-2025': { title: 'Foro' } }));
  put('site.json', JSON.stringify({ site: { organisation: 'Neighbors', tagline: 'Neighbors helping neighbors.' } }));
  put('site.es.json', JSON.stringify({ site: { tagline: 'Vecinos que ayudan a vecinos.' } }));
  put(
    'projects/bridge.mdx',
    '---\nstatus: Completed\ninitiatives:\n  - title: Lights\n    status: "Concept Phase"\n---\n',
  );
  put('projects/bridge.es.mdx', '---\nstatus: Completed\n---\n');
  put(
    'statuses.es.json',
    JSON.stringify({ statuses: { Completed: 'Completado', 'Concept Phase': 'Fase conceptual' } }),
  );
  put('statuses.ko.json', JSON.stringify({ statuses: { Completed: '완료', 'Concept Phase': ' ' } }));
  put('site.ko.json', JSON.stringify({ site: { organisation: '이웃' } }));
});

afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

it('lists the originals that can be translated, not the translations', () => {
  expect(translatableFiles(dir)).toEqual([
    'site.json',
    'home.md',
    'about.md',
    'projects/bridge.mdx',
    'forum.json',
    'elections/2025/answers/mayor-1.json',
  ]);
  expect(statusesInUse(dir)).toEqual(['Completed', 'Concept Phase']);
});

it('names every missing file and every text a translation leaves in English, per language (of site.json, the tagline alone)', () => {
  const report = missingTranslations(dir, ['en', 'es', 'ko']);
  expect(report.get('es')).toEqual(['about.md', 'elections/2025/answers/mayor-1.json: q2.summary']);
  expect(report.get('ko')).toEqual([
    'site.json: site.tagline',
    'home.md',
    'about.md',
    'projects/bridge.mdx',
    'forum.json',
    'elections/2025/answers/mayor-1.json',
    'statuses.ko.json: Concept Phase',
  ]);
  expect(reportLines(new Map([['es', []]]))).toEqual(['es: every content file is translated']);
});
