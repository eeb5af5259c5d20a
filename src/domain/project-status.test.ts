import { describe, expect, it } from 'vitest';
import { projectHref, statusIcon, statusTone } from './project-status.ts';

describe.each([
  ['Upcoming', 'clock'],
  ['upcoming', 'clock'],
  ['UPCOMING: Spring 2026', 'clock'],
  ['Launch upcoming in May', 'clock'],
  ['Completed', 'check'],
  ['Early Planning & Proposal Development', 'check'],
  ['Cancelled', 'check'],
  ['', 'check'],
])('statusIcon(%j)', (status, expected) => {
  it(`is ${expected}`, () => {
    expect(statusIcon(status)).toBe(expected);
  });
});

describe.each([
  ['Cancelled', 'red'],
  ['cancelled', 'red'],
  ['Canceled', 'red'],
  [' Completed ', 'green'],
  ['COMPLETED', 'green'],
  ['Early Planning & Proposal Development', 'blue'],
  ['Upcoming', 'blue'],
  ['Completed in part', 'blue'],
])('statusTone(%j)', (status, expected) => {
  it(`is ${expected}`, () => {
    expect(statusTone(status)).toBe(expected);
  });
});

describe.each([
  [{ slug: 'candidate-forum-2025', redirectTo: '/election' }, '/election'],
  [{ slug: 'princeton-junction-station-improvement' }, '/projects/princeton-junction-station-improvement'],
  [{ slug: 'x', redirectTo: undefined }, '/projects/x'],
])('projectHref(%j)', (project, expected) => {
  it(`is ${expected}`, () => {
    expect(projectHref(project)).toBe(expected);
  });
});
