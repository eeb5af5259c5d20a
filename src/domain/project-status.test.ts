import { expect, it } from 'vitest';
import { projectHref, statusIcon, statusTone } from './project-status.ts';

it.each([
  ['Upcoming', 'clock'],
  ['upcoming', 'clock'],
  ['UPCOMING: Spring 2026', 'clock'],
  ['Launch upcoming in May', 'clock'],
  ['Completed', 'check'],
  ['Early Planning & Proposal Development', 'check'],
  ['Cancelled', 'check'],
  ['', 'check'],
])('statusIcon(%j) is %s', (status, expected) => {
  expect(statusIcon(status)).toBe(expected);
});

it.each([
  ['Cancelled', 'red'],
  ['cancelled', 'red'],
  ['Canceled', 'red'],
  [' Completed ', 'green'],
  ['COMPLETED', 'green'],
  ['Early Planning & Proposal Development', 'blue'],
  ['Upcoming', 'blue'],
  ['Completed in part', 'blue'],
])('statusTone(%j) is %s', (status, expected) => {
  expect(statusTone(status)).toBe(expected);
});

it.each([
  [{ slug: 'candidate-forum-2025', redirectTo: '/election' }, undefined, '/election'],
  [{ slug: 'candidate-forum-2025', redirectTo: '/election', election: '2025' }, '2025', '/election'],
  // Once the next cycle is current, /election shows it; the 2025 project keeps its own hub.
  [{ slug: 'candidate-forum-2025', redirectTo: '/election', election: '2025' }, '2027', '/elections/2025'],
  [{ slug: 'survey', redirectTo: '/contact', election: '2025' }, '2027', '/contact'],
  [{ slug: 'princeton-junction-station-improvement' }, '2027', '/projects/princeton-junction-station-improvement'],
  [{ slug: 'x', redirectTo: undefined }, undefined, '/projects/x'],
])('projectHref(%j, %j) is %s', (project, current, expected) => {
  expect(projectHref(project, current)).toBe(expected);
});
