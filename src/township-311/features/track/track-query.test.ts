import { describe, expect, it } from 'vitest';
import { normalizeTrackQuery } from './track-query.ts';

describe('normalizeTrackQuery', () => {
  it.each([
    ['q3ZrT0bW8sLkP1mX', 'q3ZrT0bW8sLkP1mX'],
    ['  q3ZrT0bW8sLkP1mX ', 'q3ZrT0bW8sLkP1mX'],
    ['\tq3ZrT0bW8sLkP1mX\n', 'q3ZrT0bW8sLkP1mX'],
    ['q3ZrT0bW 8sLkP1mX', 'q3ZrT0bW8sLkP1mX'],
    ['q3Zr\u00a0T0bW8sLkP1mX', 'q3ZrT0bW8sLkP1mX'],
    ['   ', ''],
    ['', ''],
  ])('%j looks up %j', (typed, id) => {
    expect(normalizeTrackQuery(typed)).toBe(id);
  });

  it('keeps the case of an id, which is case-sensitive', () => {
    expect(normalizeTrackQuery('AbC')).toBe('AbC');
  });
});
