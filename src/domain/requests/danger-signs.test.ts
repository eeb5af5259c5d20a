import { describe, expect, it } from 'vitest';
import { DANGER_SIGN_NAMES } from './danger-sign-names.ts';
import { SIGN_NAMES_IN_USE, dangerSigns, mentions, suggestsDanger } from './danger-signs.ts';
import { readDanger } from './danger-words.ts';

// docs/product.md#311-emergency-notice
describe.each([
  // danger, whatever the category
  ['Streetlight Outage', 'Downed power line sparking on the sidewalk', ['downed wire or power line']],
  ['Other', 'There is a live wire hanging over the road', ['downed wire or power line']],
  ['Tree Issue', 'The storm brought down power lines on Elm St', ['downed wire or power line']],
  ['Other', 'Power lines are down across the driveway', ['downed wire or power line']],
  ['Other', 'Exposed wires at the base of the light pole', ['exposed electrical']],
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
  [
    'Traffic Signal Issue',
    'All the lights are out at Clarksville Rd and Route 571',
    ['traffic signal out at a crossing'],
  ],
  ['Other', 'All the lights are out at Clarksville Rd and Route 571', []],
  // the hazards read by meaning
  ['Pothole/Road Damage', 'Sinkhole, a car fell in', ['person in danger', 'sinkhole']],
  ['Pothole/Road Damage', 'Manhole cover is missing in the middle of the road', ['open manhole']],
  ['Other', 'Retaining wall collapsed onto the sidewalk', ['collapse']],
  ['Other', 'traffic light is out at the busy crossing by the high school', ['traffic signal out at a crossing']],
  ['Animal Control', 'injured deer in the middle of the road, cars swerving', ['injured animal in the road']],
  ['Other', 'kid is stuck in the storm drain please help', ['person in danger']],
  // several signs, in a fixed order
  [
    'Tree Issue',
    'A large tree limb came down on the power lines, wires are hanging low and sparking',
    ['downed wire or power line', 'tree on power lines'],
  ],
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

/**
 * Reports as residents write them (docs/product.md#311-emergency-notice): in a hurry, in lower
 * case, with slips of the keyboard. Half suggest danger, half do not.
 */
const DANGEROUS = [
  // the three reports
  ['Tree Issue', 'A large tree limb came down on the power lines, wires are hanging low and sparking'],
  ['Pothole/Road Damage', 'Sinkhole, a car fell in'],
  ['Pothole/Road Damage', 'Manhole cover is missing in the middle of the road'],
  // live or downed wires
  ['Other', 'wire down on elm st its sparkng'],
  ['Streetlight Outage', 'the pole got hit and theres wires laying in the street'],
  ['Other', 'downed powerline across Maple ave!!'],
  ['Tree Issue', 'branch is sitting on the electric lines behind my house, they keep sparking'],
  ['Other', 'Power line sagging really low over the sidewalk, kids walk under it'],
  ['Other', 'theres a live wire on the ground by the bus stop'],
  ['Other', 'the wires are sparkling and popping on the pole'],
  ['Tree Issue', 'lines are down on Oak Ave after the storm'],
  // gas
  ['Other', 'i smell gas real strong near the school bus stop'],
  ['Other', 'strong smell of gass on Cherry Ln'],
  ['Water/Sewer Issue', 'hissing sound and a rotten egg smell coming from the meter'],
  ['Other', 'Gas leaking from a pipe the contractor hit'],
  // fire or smoke
  ['Illegal Dumping', 'somebody set the dumpster on fire behind the plaza'],
  ['Park Maintenance', 'theres smoke coming out of the woods by the trail'],
  ['Other', 'transformer on the pole is smoking and burning'],
  ['Other', 'smoke pouring out of the apartment windows on Elm'],
  // sinkholes, open manholes, collapse
  ['Pothole/Road Damage', 'huge sink hole opened up on Clarksville Rd'],
  ['Pothole/Road Damage', 'big sinkhoel in front of the school, cars driving around it'],
  ['Pothole/Road Damage', 'the road caved in near the bridge'],
  ['Water/Sewer Issue', 'manhole lid popped off and is laying next to the hole'],
  ['Water/Sewer Issue', 'man hole open, no cover, right in the crosswalk'],
  ['Other', 'Retaining wall collapsed onto the sidewalk'],
  // flooding into a home
  ['Drainage Problem', 'water is pouring into our basement from the street'],
  ['Drainage Problem', 'the flooding is coming into the houses on pine st'],
  // exposed electrical
  ['Streetlight Outage', 'the base of the light pole is open with exposed wires'],
  ['Other', 'elecrtic box open by the playgound with wires hangin out'],
  // a dark signal at a busy crossing
  ['Traffic Signal Issue', 'all the lights are out at the intersection of Rt 571 and Main, its rush hour'],
  ['Other', 'traffic light is out at the busy crossing by the high school'],
  // an injured animal in the road
  ['Animal Control', 'injured deer in the middle of the road, cars swerving'],
  ['Animal Control', 'a dog got hit and is lying in the street still alive'],
  // a person in danger
  ['Other', 'a man collapsed on the sidewalk and isnt moving'],
  ['Other', 'kid is stuck in the storm drain please help'],
  ['Sidewalk Repair', 'my mom tripped on the slab and is bleeding'],
  ['Tree Issue', 'tree fell on my neighbors car'],
  ['Tree Issue', 'tree down across the road, cars cant get through'],
  ['Water/Sewer Issue', 'sewer backing up into my basement'],
] as const;

const ORDINARY = [
  ['Water/Sewer Issue', 'fire hydrant leaking on the corner'],
  ['Other', 'smoke detector battery chirping in the community center'],
  ['Code Violation', "the gas station's sign is falling apart"],
  ['Streetlight Outage', 'streetlight out in front of 20 Main St'],
  ['Streetlight Outage', 'bulb burned out on the light by my driveway'],
  ['Streetlight Outage', 'I live near the power lines and the light is out'],
  ['Other', 'the power lines look fine, just the streetlight is dark'],
  ['Pothole/Road Damage', 'pothole two blocks down the street'],
  ['Other', 'the cable company truck parked down the street all day'],
  ['Sidewalk Repair', 'crosswalk lines are faded down the street'],
  ['Graffiti', 'tags on the wall by the bus stop, sparkling new paint already ruined'],
  ['Code Violation', 'cars parked in the fire lane every night'],
  ['Noise Complaint', 'the party was fired up all night'],
  ['Other', 'someone is smoking in the park by the playground'],
  ['Tree Issue', 'tree branches hanging over the sidewalk'],
  ['Tree Issue', 'dead tree on my street next to my house'],
  ['Pothole/Road Damage', 'deep pothole, someone could get hurt'],
  ['Pothole/Road Damage', 'big pothole, no one was hurt and it is not blocking traffic'],
  ['Water/Sewer Issue', 'manhole cover rattles when cars go over it'],
  ['Drainage Problem', 'street flooding after every rain'],
  ['Drainage Problem', 'blocked drain on the corner of the street'],
  ['Other', 'a car is blocking my driveway'],
  ['Animal Control', 'an injured deer by the road'],
  ['Animal Control', 'there is a bit of a raccoon problem'],
  ['Traffic Signal Issue', 'left arrow stays red too long'],
  ['Traffic Signal Issue', 'signal timing is off at Clarksville Rd'],
  ['Park Maintenance', 'the grill area at the park needs cleaning, lots of ash'],
  ['Illegal Dumping', 'someone dumped old gas cans and tires'],
  ['Other', 'the new flooring at the library is peeling'],
  ['Other', 'cable company left a wire coil on the lawn'],
  ['Park Maintenance', 'bench is wobbly and the paint is peeling'],
  ['Missed Trash/Recycling', 'recycling was not picked up on wensday'],
  ['Other', 'leaning mailbox at the gas station corner'],
  ['Other', 'the fire station parking lot has potholes'],
  ['Other', 'no gas smell anymore, just checking the meter reading'],
  ['Sidewalk Repair', 'a tree root lifted the sidewalk slab'],
  ['Snow Removal', 'our street has not been plowed yet'],
  ['Traffic Signal Issue', 'the walk signal button is broken at the crossing'],
  ['Pothole/Road Damage', 'pothole so deep my car got stuck in it'],
] as const;

describe('reports as residents write them', () => {
  it('hold as many dangerous as ordinary ones, 60 or more in all', () => {
    expect(DANGEROUS.length).toBe(ORDINARY.length);
    expect(DANGEROUS.length + ORDINARY.length).toBeGreaterThanOrEqual(60);
  });

  it.each(DANGEROUS)('%s: %j suggests danger', (category, description) => {
    expect(dangerSigns(category, description)).not.toEqual([]);
  });

  it.each(ORDINARY)('%s: %j does not', (category, description) => {
    expect(dangerSigns(category, description)).toEqual([]);
  });
});

describe('readDanger', () => {
  it.each([
    ['Wires are hangin low, and sparkng!', 'wire are hang low . and spark .'],
    ['Sink hole; man hole', 'sinkhole . manhole'],
    ['downed power lines', 'down powerline'],
    ['The traffic lights are out', 'the signal are out'],
    ['sparrking, sparks, sparked', 'spark . spark . spark'],
    ['sparkling flooring', 'sparkling flooring'],
    ['fired up, smoking', 'fired up . smoking'],
    ['', ''],
  ])('reads %j as %j', (text, read) => {
    expect(readDanger(text)).toBe(read);
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

it.each([
  [/\bflood\w*/gi, 'Street flooding', true, true],
  [/\bflood\w*/gi, 'No flooding today', true, false],
  [/\bflood\w*/i, 'The basement floods. No, really, it floods.', true, true],
  [/\bfire\b/gi, 'It could start a fire', false, false],
  [/\bfire\b/gi, 'It could start a fire', true, true],
  [/\bfire\b/gi, 'Could not tell. There is a fire', false, true],
] as const)('mentions(%s, %j, %s) is %s', (pattern, text, suspicionCounts, expected) => {
  expect(mentions(pattern, text, suspicionCounts)).toBe(expected);
});

describe('the names of the signs', () => {
  it('are the names danger-sign-names.ts lists, in its order, each with a sign', () => {
    expect(SIGN_NAMES_IN_USE).toEqual(DANGER_SIGN_NAMES);
  });
});
