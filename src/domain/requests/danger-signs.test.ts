import { describe, expect, it } from 'vitest';
import { dangerSigns, mentions, suggestsDanger } from './danger-signs.ts';

// docs/product.md#311-emergency-notice
describe.each([
  // danger, whatever the category
  ['Streetlight Outage', 'Downed power line sparking on the sidewalk', ['downed wire or power line']],
  ['Other', 'There is a live wire hanging over the road', ['downed wire or power line']],
  ['Tree Issue', 'The storm brought down power lines on Elm St', ['downed wire or power line']],
  ['Other', 'Power lines are down across the driveway', ['downed wire or power line']],
  ['Other', 'Exposed wires at the base of the light pole', ['downed wire or power line']],
  ['Other', 'I smell gas near the corner of Main St', ['gas leak']],
  ['Water/Sewer Issue', 'It smells like gas in the manhole', ['gas leak']],
  ['Other', 'Strong gas odor by the school', ['gas leak']],
  ['Other', 'I think there might be a gas leak', ['gas leak']],
  ['Illegal Dumping', 'Pile of tires on fire behind the plaza', ['fire']],
  ['Other', 'Smoke coming out of the storm drain', ['fire']],
  ['Park Maintenance', 'Flames in the trash can by the playground', ['fire']],
  ['Sidewalk Repair', 'Raised slab, a man tripped and is bleeding', ['injury']],
  ['Other', 'A cyclist was hurt at the crossing', ['injury']],
  ['Other', 'Someone is injured on the path', ['injury']],
  ['Pothole/Road Damage', 'Car crash at the corner, one car on its side', ['crash']],
  ['Other', 'A truck crashed into the guard rail just now', ['crash']],
  ['Other', 'Pedestrian hit by a car at Main and Elm', ['crash']],
  ['Tree Issue', 'A tree fell on a car on Oak Ave', ['tree on a car or house']],
  ['Tree Issue', "Big limb crashed onto the neighbor's house", ['tree on a car or house']],
  ['Drainage Problem', 'Flood water is coming into the houses on Pine St', ['flooding into homes']],
  ['Water/Sewer Issue', 'Homes are flooding on Maple Ct', ['flooding into homes']],
  ['Tree Issue', 'Fallen tree is blocking traffic on Route 571', ['blocking traffic']],
  ['Snow Removal', 'Road impassable, street blocked by a drift', ['blocking traffic']],
  ['Other', 'A dumpster blocks the whole lane', ['blocking traffic']],
  // danger in a category
  ['Animal Control', 'A loose dog bit a child on the trail', ['animal attack']],
  ['Animal Control', 'Possibly rabid raccoon in the yard', ['animal attack']],
  ['Tree Issue', 'A big branch is resting on the lines', ['tree on power lines']],
  ['Traffic Signal Issue', 'All the lights are out at Clarksville Rd and Route 571', ['traffic signal dark']],
  // several signs, in a fixed order
  [
    'Tree Issue',
    'A tree fell on a car and the power lines are sparking',
    ['downed wire or power line', 'tree on a car or house'],
  ],
  // ordinary words: no danger
  ['Water/Sewer Issue', 'The fire hydrant on Elm St is leaking', []],
  ['Code Violation', 'Cars parked in the fire lane every night', []],
  ['Noise Complaint', 'The party was fired up all night', []],
  ['Streetlight Outage', 'I live near the power lines and the light is out', []],
  ['Pothole/Road Damage', 'Pothole two blocks down the street', []],
  ['Sidewalk Repair', 'Crosswalk lines are faded down the street', []],
  ['Pothole/Road Damage', 'Deep pothole, someone could get hurt', []],
  ['Sidewalk Repair', 'Fix it before someone is injured', []],
  ['Pothole/Road Damage', 'Big pothole, no one was hurt and it is not blocking traffic', []],
  ['Other', 'No injuries, just a bent pole', []],
  ['Code Violation', 'The gas station sign is broken', []],
  ['Other', 'A car is blocking my driveway', []],
  ['Drainage Problem', 'Street flooding after every rain', []],
  ['Drainage Problem', 'Blocked drain on the corner of the street', []],
  ['Tree Issue', 'Tree branches hanging over the house', []],
  ['Tree Issue', 'Dead tree on my street next to my house', []],
  ['Animal Control', 'An injured deer by the road', []],
  ['Animal Control', 'There is a bit of a raccoon problem', []],
  ['Traffic Signal Issue', 'Left arrow stays red', []],
  ['Graffiti', 'Tags on the underpass', []],
  ['Other', 'The park is a bit of a mess', []],
  ['Other', 'Someone is smoking in the park', []],
  ['Graffiti', 'Fire', ['fire']],
  ['Graffiti', '', []],
] as const)('dangerSigns(%j, %j)', (category, description, expected) => {
  it(`is ${JSON.stringify(expected)}`, () => {
    expect(dangerSigns(category, description)).toEqual(expected);
  });

  it(`suggestsDanger is ${String(expected.length > 0)}`, () => {
    expect(suggestsDanger(category, description)).toBe(expected.length > 0);
  });
});

describe('dangerSigns', () => {
  it('reads a category sign only in its category', () => {
    expect(dangerSigns('Animal Control', 'It bit me')).toEqual(['animal attack']);
    expect(dangerSigns('Other', 'The bug bit me')).toEqual([]);
  });

  it('treats an unknown or inherited name as no category', () => {
    expect(dangerSigns('constructor', 'lights')).toEqual([]);
    expect(dangerSigns('toString', 'A fire')).toEqual(['fire']);
  });

  it('is case-blind and reads the same twice (no regex state kept)', () => {
    expect(suggestsDanger('Other', 'GAS LEAK')).toBe(true);
    expect(suggestsDanger('Other', 'GAS LEAK')).toBe(true);
  });
});

describe.each([
  [/\bflood\w*/gi, 'Street flooding', true, true],
  [/\bflood\w*/gi, 'No flooding today', true, false],
  [/\bflood\w*/i, 'The basement floods. No, really, it floods.', true, true],
  [/\bfire\b/gi, 'It could start a fire', false, false],
  [/\bfire\b/gi, 'It could start a fire', true, true],
  [/\bfire\b/gi, 'Could not tell. There is a fire', false, true],
] as const)('mentions(%s, %j, %s)', (pattern, text, suspicionCounts, expected) => {
  it(`is ${String(expected)}`, () => {
    expect(mentions(pattern, text, suspicionCounts)).toBe(expected);
  });
});
