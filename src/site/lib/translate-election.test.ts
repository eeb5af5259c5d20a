import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CycleTranslator, FORUM_FILE, isUntranslated } from './translate-election.ts';

const json = (path: string): Record<string, unknown> =>
  JSON.parse(readFileSync(path, 'utf8')) as Record<string, unknown>;
const forum = json('content/forum.json')['forum-2025'] as {
  title: string;
  status: string;
  date: string;
  forumParts: { iconType: string; title: string }[];
};
const results = json('content/elections/2025/results.json') as {
  offices: { office: string; candidates: { candidate?: string; name?: string; votes: number }[] }[];
};

describe('the forum, shared by every cycle (content/forum.json)', () => {
  it('takes its text from forum.<lang>.json and keeps its data', () => {
    const translator = new CycleTranslator('2025', 'es');
    const value = translator.forum('forum-2025', forum);
    expect(value.title).toBe('Foro municipal de candidatos 2025');
    expect(value.status).toBe('Cancelled');
    expect(value.date).toBe(forum.date);
    expect(value.forumParts.map((part) => part.iconType)).toEqual(forum.forumParts.map((part) => part.iconType));
    expect(isUntranslated(translator.untranslated, FORUM_FILE)).toBe(false);
  });

  it('records what stays English where a language has no translation', () => {
    const translator = new CycleTranslator('2025', 'ko');
    expect(translator.forum('forum-2025', forum).title).toBe(forum.title);
    expect(isUntranslated(translator.untranslated, FORUM_FILE, 'forum-2025.title')).toBe(true);
  });

  it('in the pseudo-locale transforms the text, not the icons', () => {
    const value = new CycleTranslator('2025', 'en-XA').forum('forum-2025', forum);
    expect(value.title).not.toBe(forum.title);
    expect(value.forumParts[0]!.iconType).toBe(forum.forumParts[0]!.iconType);
  });
});

it('translates the results’ text and keeps offices, candidates and votes', () => {
  const translator = new CycleTranslator('2025', 'es');
  const { data } = translator.one('results.json', { id: '2025', data: results });
  expect(data.offices.map((office) => office.office)).toEqual(results.offices.map((office) => office.office));
  expect(data.offices[0]!.candidates[0]).toEqual(results.offices[0]!.candidates[0]);
  expect(data.offices[0]!.candidates.at(-1)).toEqual({ name: 'Votos por escrito', votes: 23 });
  expect(isUntranslated(translator.untranslated, 'results.json')).toBe(false);
});
