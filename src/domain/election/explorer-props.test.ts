import { describe, expect, it } from 'vitest';
import { assembleElectionData } from './election-data.ts';
import { readElectionInput } from '../testing/election-content.ts';
import { answerSearchText, explorerProps } from './explorer-props.ts';

const props = explorerProps(assembleElectionData(readElectionInput()), Date.parse('2025-10-01T12:00:00Z'));

describe('explorerProps from the committed content', () => {
  it('keeps the nine topics and 32 questions in order, each with its badge', () => {
    expect(props.topics).toHaveLength(9);
    expect(props.topics.flatMap((t) => t.questions)).toHaveLength(32);
    expect(props.topics[0]!.questions[0]).toMatchObject({ id: 'opening-introduce', badge: 'General Question' });
    expect(props.topics[0]!.questions[1]).toMatchObject({ badge: 'Mayor Question' });
  });

  it('has the four answer groups in interview order', () => {
    expect(props.groups.map((g) => g.id)).toEqual(['mayor-1', 'mayor-2', 'council-1', 'council-2']);
  });

  it('names each group by its candidates and their slate, for the search', () => {
    expect(props.groups.map((g) => g.searchNames)).toEqual([
      ['Eleanor Whitcombe', 'Proven Leaders for West Windsor'],
      ['Marcus Bell', 'West Windsor Together'],
      ['Raj Malhotra', 'Denise Kowalski', 'Proven Leaders for West Windsor'],
      ['Sofia Alvarez-Reed', 'Kevin Tanaka', 'West Windsor Together'],
    ]);
  });

  it('searches each answer of a question: who gave it, its summary and its transcript', () => {
    const id = 'opening-introduce';
    const text = answerSearchText(props.groups, id);
    for (const group of props.groups) {
      const response = group.responses[id]!;
      for (const part of [...group.searchNames, response.summary, response.transcript ?? '']) {
        expect(text).toContain(part);
      }
    }
    const unanswered = props.topics
      .flatMap((t) => t.questions)
      .find((q) => props.groups.some((g) => !(q.id in g.responses)))!;
    const silent = props.groups.find((g) => !(unanswered.id in g.responses))!;
    expect(answerSearchText(props.groups, unanswered.id)).not.toContain(silent.searchNames[0]);
  });

  it('gives each answer a clip from its time to the next answer in the same video plus 2 s', () => {
    const mayor1 = props.groups[0]!.responses;
    expect(mayor1['opening-introduce']!.clip).toEqual({ start: 95, end: mayor1['opening-experience']!.clip.start + 2 });
  });

  it('skips a missing answer when finding the next one', () => {
    const mayor2 = props.groups[1]!.responses;
    expect(mayor2['warehouses-truck-routes']).toBeUndefined();
    expect(mayor2['warehouses-position']!.clip.end).toBe(mayor2['warehouses-tax-revenue']!.clip.start + 2);
  });

  it('ends the last answer of a video at the video duration', () => {
    const council2 = props.groups[3]!.responses;
    expect(council2['closing-final']).toBeUndefined();
    expect(council2['closing-why-vote']!.clip.end).toBe(4220);
  });
});
