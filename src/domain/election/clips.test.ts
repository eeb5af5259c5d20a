import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { clipWindows, embedUrl, type ClipWindow } from './clips.ts';

const order = ['a', 'b', 'c', 'd'];
const answer = (time: string) => ({ time });

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.restoreAllMocks();
});

it.each<{
  name: string;
  answers: Record<string, { time: string }>;
  duration?: string;
  expected: Record<string, ClipWindow>;
}>([
  {
    name: 'every question answered: each clip ends 2 s into the next answer, the last at the duration',
    answers: { a: answer('0:30'), b: answer('2:00'), c: answer('4:10'), d: answer('1:00:05') },
    duration: '1:05:00',
    expected: {
      a: { start: 30, end: 122 },
      b: { start: 120, end: 252 },
      c: { start: 250, end: 3607 },
      d: { start: 3605, end: 3900 },
    },
  },
  {
    name: 'a question with no answer in this video is skipped',
    answers: { a: answer('0:30'), c: answer('4:10'), d: answer('6:00') },
    duration: '7:00',
    expected: { a: { start: 30, end: 252 }, c: { start: 250, end: 362 }, d: { start: 360, end: 420 } },
  },
  {
    name: 'no duration: the last clip plays to the end',
    answers: { a: answer('0:30'), b: answer('2:00') },
    expected: { a: { start: 30, end: 122 }, b: { start: 120 } },
  },
  {
    name: 'the fixed order decides, not the order of the answer file',
    answers: { d: answer('6:00'), b: answer('2:00'), a: answer('0:30') },
    duration: '7:00',
    expected: { a: { start: 30, end: 122 }, b: { start: 120, end: 362 }, d: { start: 360, end: 420 } },
  },
  {
    name: 'timestamps out of order: no end rather than an empty clip',
    answers: { a: answer('5:00'), b: answer('2:00') },
    duration: '7:00',
    expected: { a: { start: 300 }, b: { start: 120, end: 420 } },
  },
  {
    name: 'an invalid time counts as 0',
    answers: { a: answer('soon'), b: answer('2:00') },
    duration: '7:00',
    expected: { a: { start: 0, end: 122 }, b: { start: 120, end: 420 } },
  },
  {
    name: 'an answer for a question outside the order is ignored',
    answers: { a: answer('0:30'), zzz: answer('1:00'), b: answer('2:00') },
    duration: '3:00',
    expected: { a: { start: 30, end: 122 }, b: { start: 120, end: 180 } },
  },
  { name: 'no answers at all', answers: {}, duration: '3:00', expected: {} },
])('clipWindows: $name gives the expected windows', ({ answers, duration, expected }) => {
  expect(Object.fromEntries(clipWindows(answers, order, duration))).toEqual(expected);
});

it.each<[string, ClipWindow | undefined, string]>([
  ['kQ7vR2mXa9L', { start: 30, end: 122 }, 'start=30&end=122&autoplay=1&rel=0&playsinline=1'],
  ['kQ7vR2mXa9L', { start: 120 }, 'start=120&autoplay=1&rel=0&playsinline=1'],
  ['b9Xn1_fGk5T', undefined, 'autoplay=1&rel=0&playsinline=1'],
  ['Zp4Lw8cTn3E', { start: 0.4, end: 9.2 }, 'start=0&end=10&autoplay=1&rel=0&playsinline=1'],
])('embedUrl(%j, %j) points at the no-cookie embed host', (id, clip, query) => {
  expect(embedUrl(id, clip)).toBe(`https://www.youtube-nocookie.com/embed/${id}?${query}`);
});
