import { describe, expect, it } from 'vitest';
import { PRIORITIES } from '#domain/requests/constants.ts';
import { CATEGORIES, DEPARTMENTS } from '#domain/testing/sample-township.ts';
import { aiTriageSchema } from '#domain/requests/request-schemas.ts';
import { categoryRules, RESPONSE_TIMES, triageByRules } from './rules-triage.ts';
const CATEGORY_RULES = categoryRules();

describe.each([
  // category alone
  ['Pothole/Road Damage', 'Pothole in the right lane', 'Medium', 'Public Works', []],
  ['Graffiti', 'Tag on the bus shelter', 'Low', 'Code Enforcement', []],
  ['Traffic Signal Issue', 'Left arrow stays red', 'High', 'Engineering', []],
  ['Water/Sewer Issue', 'Manhole cover rattles', 'High', 'Water & Sewer Utility', []],
  ['Noise Complaint', 'The party was fired up all night', 'Low', 'Police', []],
  ['Other', 'Bench is wobbly', 'Medium', 'Administration', []],
  ['Not a category', 'Something', 'Medium', 'Public Works', []],
  // keywords raising the priority
  ['Other', 'I smell gas near the corner of Main St', 'Emergency', 'Police', ['gas leak']],
  ['Other', 'Strong gas odor by the school', 'Emergency', 'Police', ['gas leak']],
  ['Tree Issue', 'Tree brought down power lines across the road', 'Emergency', 'Police', ['downed wire or power line']],
  [
    'Streetlight Outage',
    'Pole is leaning and a live wire is hanging',
    'Emergency',
    'Police',
    ['downed wire or power line'],
  ],
  ['Illegal Dumping', 'Pile of tires on fire behind the plaza', 'Emergency', 'Police', ['fire']],
  ['Sidewalk Repair', 'Raised slab, a man tripped and is bleeding', 'Emergency', 'Police', ['injury']],
  ['Pothole/Road Damage', 'Sinkhole opening up in the middle of the street', 'High', 'Engineering', ['sinkhole']],
  ['Pothole/Road Damage', 'huge sink hole opened up on Clarksville Rd', 'High', 'Engineering', ['sinkhole']],
  ['Pothole/Road Damage', 'The road has collapsed near the culvert', 'High', 'Engineering', ['sinkhole']],
  ['Drainage Problem', 'Street flooding after every rain', 'High', 'Engineering', ['flooding']],
  ['Water/Sewer Issue', 'Water main break, water everywhere', 'High', 'Water & Sewer Utility', ['water main break']],
  ['Tree Issue', 'Fallen tree is blocking traffic on Route 571', 'High', 'Public Works', ['blocking traffic']],
  ['Snow Removal', 'Road impassable, street blocked by a drift', 'High', 'Public Works', ['blocking traffic']],
  ['Traffic Signal Issue', 'Signal is dark at Clarksville Rd', 'High', 'Engineering', ['traffic signal out']],
  ['Animal Control', 'Aggressive dog loose on the trail', 'High', 'Animal Control', ['aggressive animal']],
  // the danger signs the wizard's 911 notice also reads (#domain/requests/danger-signs.ts)
  ['Other', 'Car crash at Main and Elm, one car on its side', 'Emergency', 'Police', ['crash']],
  ['Tree Issue', 'A tree fell on a car on Oak Ave', 'High', 'Public Works', ['tree on a car or house']],
  ['Tree Issue', 'A big branch is resting on the lines', 'Emergency', 'Police', ['tree on power lines']],
  ['Animal Control', 'A loose dog bit a child', 'High', 'Animal Control', ['animal attack', 'aggressive animal']],
  ['Water/Sewer Issue', 'The fire hydrant on Elm St is leaking', 'High', 'Water & Sewer Utility', []],
  ['Pothole/Road Damage', 'Deep pothole, someone could get hurt', 'Medium', 'Public Works', []],
  // several rules: the highest priority wins, every rule is named
  [
    'Tree Issue',
    'Downed power line and a fallen tree blocking traffic',
    'Emergency',
    'Police',
    ['downed wire or power line', 'blocking traffic'],
  ],
  [
    'Pothole/Road Damage',
    'Sinkhole with flooding, a car fell in and the driver is injured',
    'Emergency',
    'Police',
    ['injury', 'person in danger', 'sinkhole', 'flooding'],
  ],
  // the reports, as residents wrote them (docs/product.md#311-triage-and-photo-analysis)
  [
    'Tree Issue',
    'A large tree limb came down on the power lines, wires are hanging low and sparking',
    'Emergency',
    'Police',
    ['downed wire or power line', 'tree on power lines'],
  ],
  ['Pothole/Road Damage', 'Sinkhole, a car fell in', 'Emergency', 'Police', ['person in danger', 'sinkhole']],
  [
    'Pothole/Road Damage',
    'Manhole cover is missing in the middle of the road',
    'High',
    'Public Works',
    ['open manhole'],
  ],
  ['Other', 'the base of the light pole is open with exposed wires', 'Emergency', 'Police', ['exposed electrical']],
  ['Other', 'Retaining wall collapsed onto the sidewalk', 'Emergency', 'Police', ['collapse']],
  [
    'Other',
    'traffic light is out at the busy crossing by the high school',
    'High',
    'Administration',
    ['traffic signal out at a crossing', 'traffic signal out'],
  ],
  [
    'Other',
    'injured deer in the middle of the road, cars swerving',
    'High',
    'Animal Control',
    ['injured animal in the road'],
  ],
  ['Water/Sewer Issue', 'fire hydrant leaking on the corner', 'High', 'Water & Sewer Utility', []],
  ['Other', 'smoke detector battery chirping in the community center', 'Medium', 'Administration', []],
  // negated keywords do not count; keywords never lower the category's priority
  ['Pothole/Road Damage', 'Big pothole, no one was hurt and it is not blocking traffic', 'Medium', 'Public Works', []],
  ['Traffic Signal Issue', 'No injuries, just a bent pole', 'High', 'Engineering', []],
] as const)('triageByRules(%s, %j)', (category, description, priority, department, rules) => {
  const result = triageByRules({ category, description });

  it(`suggests ${priority} for ${department}, labelled as rules`, () => {
    expect(result).toMatchObject({ suggestedPriority: priority, suggestedDepartment: department, source: 'rules' });
    expect(result.estimatedResponseTime).toBe(RESPONSE_TIMES[priority]);
    expect(aiTriageSchema.parse(result)).toEqual(result);
  });

  it('names the category and every rule that fired, and only those', () => {
    expect(result.reasoning).toContain(`"${category}"`);
    for (const rule of rules) expect(result.reasoning).toContain(`keyword rule "${rule}"`);
    expect(result.reasoning.match(/keyword rule "/g)?.length ?? 0).toBe(rules.length);
    if (rules.length === 0) expect(result.reasoning).toContain('no keyword rule matched');
    expect(result.reasoning.includes('911')).toBe(priority === 'Emergency');
  });
});

describe('rule tables', () => {
  it('give every category a known department and priority', () => {
    expect(Object.keys(CATEGORY_RULES).sort()).toEqual([...CATEGORIES].sort());
    for (const rule of Object.values(CATEGORY_RULES)) {
      expect(DEPARTMENTS).toContain(rule.department);
      expect(PRIORITIES).toContain(rule.priority);
    }
  });

  it('give every priority a response time, the Medium one matching the spec fallback', () => {
    expect(Object.keys(RESPONSE_TIMES).sort()).toEqual([...PRIORITIES].sort());
    expect(RESPONSE_TIMES.Medium).toBe('3-5 business days');
  });

  it('are deterministic', () => {
    const input = { category: 'Other', description: 'gas leak and flooding' };
    expect(triageByRules(input)).toEqual(triageByRules(input));
  });
});

// docs/product.md#311-emergency-notice: a report in the resident's language is raised as in English.
describe('a request in another language', () => {
  const triage = (category: string, description: string, language?: string) => {
    const { suggestedPriority, suggestedDepartment } = triageByRules({ category, description, language });
    return { suggestedPriority, suggestedDepartment };
  };

  it.each([
    ['es', 'Other', 'Huele a gas en la esquina', 'I smell gas near the corner'],
    ['ko', 'Other', '전선이 끊어져서 불꽃이 튀어요', 'Downed power line sparking on the sidewalk'],
    ['zh-Hans', 'Other', '路口有很浓的煤气味', 'I smell gas near the corner'],
    ['hi', 'Pothole/Road Damage', 'सड़क धंस गई है', 'Sinkhole opening up in the middle of the street'],
  ])('%s: %j gets the priority and department of %j', (language, category, description, english) => {
    const result = triage(category, description, language);
    expect(result).toEqual(triage(category, english));
    expect(result.suggestedPriority).not.toBe(triage(category, 'Bench is wobbly').suggestedPriority);
  });

  it('names the sign it read', () => {
    expect(
      triageByRules({ category: 'Other', description: 'Huele a gas en la esquina', language: 'es' }).reasoning,
    ).toContain('keyword rule "gas leak" → Emergency');
  });

  it('is read in English only without the language, and a negation keeps the priority', () => {
    expect(triage('Other', '전선이 끊어져서 불꽃이 튀어요').suggestedPriority).toBe('Medium');
    expect(triage('Other', '다친 사람은 없어요', 'ko').suggestedPriority).toBe('Medium');
    expect(triage('Other', 'No hay heridos', 'es').suggestedPriority).toBe('Medium');
  });
});
