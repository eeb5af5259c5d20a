import { describe, expect, it } from 'vitest';
import { nextOpenItem } from './disclosure-group.ts';

describe.each([
  // open now, clicked, open after
  [null, 'attendees', 'attendees'],
  ['attendees', 'candidates', 'candidates'],
  ['candidates', 'attendees', 'attendees'],
  ['attendees', 'attendees', null], // a click on the open one closes it
])('nextOpenItem(%j, %j)', (open, clicked, expected) => {
  it(`is ${expected}`, () => {
    expect(nextOpenItem(open, clicked)).toBe(expected);
  });
});
