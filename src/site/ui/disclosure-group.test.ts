import { expect, it } from 'vitest';
import { nextOpenItem } from './disclosure-group.ts';

it.each([
  // open now, clicked, open after
  [null, 'attendees', 'attendees'],
  ['attendees', 'candidates', 'candidates'],
  ['candidates', 'attendees', 'attendees'],
  ['attendees', 'attendees', null], // a click on the open one closes it
])('nextOpenItem(%j, %j) is %s', (open, clicked, expected) => {
  expect(nextOpenItem(open, clicked)).toBe(expected);
});
