import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  DuplicateAnswerError,
  answersFromForm,
  answersToForm,
  formatAnswersFile,
  parseAnswersFile,
} from './answers-format.ts';

const ELECTIONS = join(import.meta.dirname, '../../../content/elections');
const answerFiles = readdirSync(ELECTIONS).flatMap((cycle) => {
  const dir = join(ELECTIONS, cycle, 'answers');
  return readdirSync(dir).map((name) => [`${cycle}/${name}`, join(dir, name)] as const);
});

describe('the answers file format', () => {
  it('shows answers as a list naming their questions, other keys as they are', () => {
    const form = answersToForm({
      fluentReview: 'pending',
      taxes: { summary: 'Lower taxes.' },
      roads: { time: '1:05', summary: 'Fix roads.' },
    });
    expect(form).toEqual({
      fluentReview: 'pending',
      answers: [
        { question: 'taxes', summary: 'Lower taxes.' },
        { question: 'roads', time: '1:05', summary: 'Fix roads.' },
      ],
    });
  });

  it('writes each answer under its question, in list order, with an answer added for a new question', () => {
    const file = answersFromForm({
      answers: [
        { question: 'roads', time: '1:05', summary: 'Fix roads.' },
        { question: ' opening-commute ', time: '9:07', summary: 'Buses.' },
      ],
    });
    expect(file).toEqual({
      roads: { time: '1:05', summary: 'Fix roads.' },
      'opening-commute': { time: '9:07', summary: 'Buses.' },
    });
    expect(Object.keys(file)).toEqual(['roads', 'opening-commute']);
  });

  it('refuses two answers for one question rather than keep one silently', () => {
    const twice = {
      answers: [
        { question: 'roads', summary: 'One.' },
        { question: 'roads', summary: 'Two.' },
      ],
    };
    expect(() => answersFromForm(twice)).toThrow(DuplicateAnswerError);
    expect(() => formatAnswersFile(twice)).toThrow('Two answers are for the question "roads"');
  });

  it('leaves out an answer with no question, and reads an empty or odd file as no answers', () => {
    expect(answersFromForm({ answers: [{ summary: 'Orphan.' }, { question: '', summary: 'x' }, 'text'] })).toEqual({});
    expect(parseAnswersFile('[]')).toEqual({ answers: [] });
    expect(parseAnswersFile('{}')).toEqual({ answers: [] });
  });

  it.each(answerFiles)('%s reads and writes back byte for byte', (_name, path) => {
    const text = readFileSync(path, 'utf8');
    expect(formatAnswersFile(parseAnswersFile(text))).toBe(text);
  });
});
