import { describe, expect, it } from 'vitest';
import { translator } from '#domain/i18n/messages.ts';
import { PSEUDO_LOCALE } from '#domain/i18n/pseudo.ts';
import { electionMessages } from '#site/election.messages.ts';
import { countText, fill } from '#site/islands/explorer/words.ts';
import { countForms, explorerWords, questionBadge } from './explorer-words.ts';

const english = explorerWords(translator(electionMessages, 'en'), 'en-US');
const summary = (words: typeof english, questions: number, topics: number) =>
  questions === 0
    ? words.noResults
    : fill(words.resultSummary, {
        questions: countText(words.resultQuestions, questions, words.locale),
        topics: countText(words.resultTopics, topics, words.locale),
      });

describe('the explorer’s words', () => {
  it.each([
    [0, 0, 'No results match your filters.'],
    [1, 1, '1 question in 1 topic'],
    [32, 9, '32 questions in 9 topics'],
  ])('in English, %j questions in %j topics read %j', (questions, topics, expected) => {
    expect(summary(english, questions, topics)).toBe(expected);
  });

  it('leave the values for the island to fill', () => {
    expect(english.playVideo).toBe('Play: {title}');
    expect(english.answersQuestion).toBe('{group} answers: {question}');
    expect(fill(english.copyLinkLabel, { question: 'Why?' })).toBe('Copy link to question: Why?');
    expect(english.topicQuestions).toEqual({ one: '({count} question)', other: '({count} questions)' });
  });

  it('give each plural category of the language its own wording', () => {
    const spanish = {
      resultQuestions: '{count, plural, one {# pregunta} other {# preguntas}}',
    };
    const t = translator(electionMessages, 'es', spanish);
    expect(countForms(t, 'resultQuestions', 'es')).toEqual({
      one: '{count} pregunta',
      other: '{count} preguntas',
    });
    // A category no count up to 200 falls in ('many', from a million) reads as 'other'.
    expect(countText(countForms(t, 'resultQuestions', 'es'), 1_000_000, 'es')).toBe('1.000.000 preguntas');
    const korean = translator(electionMessages, 'ko', { resultQuestions: '{count, plural, other {질문 #개}}' });
    expect(countForms(korean, 'resultQuestions', 'ko')).toEqual({ other: '질문 {count}개' });
  });

  it('are all transformed in the pseudo-locale', () => {
    const pseudo = explorerWords(translator(electionMessages, PSEUDO_LOCALE), 'en-US');
    expect(pseudo.searchLabel).toMatch(/^⟦.*⟧$/);
    expect(pseudo.playVideo).toContain('{title}');
    expect(summary(pseudo, 3, 2)).not.toMatch(/questions|topics/);
  });

  it.each([
    [undefined, 'General Question'],
    ['Mayor', 'Mayor Question'],
    [['Council'], 'Council Question'],
    [['Mayor', 'Council'], 'Mayor & Council Question'],
  ] as const)('name a question for %j as %j', (office, expected) => {
    const t = translator(electionMessages, 'en');
    expect(questionBadge(t, { id: 'q', text: 'Why?', office: office as never })).toBe(expected);
  });
});
