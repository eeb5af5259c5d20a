/**
 * Words for generated requests (scripts/generate-requests.ts): streets of the township, and
 * descriptions a resident might write for each category, assembled from a few parts so a million
 * requests have varied but real words to search.
 */
import type { Category } from '#domain/requests/constants.ts';

export const STREETS = [
  'Alexander Rd',
  'Bear Brook Rd',
  'Berrien Ave',
  'Canal Pointe Blvd',
  'Clarksville Rd',
  'Cranbury Rd',
  'Edinburg Rd',
  'Everett Dr',
  'Galston Dr',
  'Harris Rd',
  'Meadow Rd',
  'North Post Rd',
  'Old Trenton Rd',
  'Penn Lyle Rd',
  'Princeton Hightstown Rd',
  'Quakerbridge Rd',
  'Rabbit Hill Rd',
  'Route 571',
  'Scotch Rd',
  'South Mill Rd',
  'Southfield Rd',
  'Village Rd East',
  'Village Rd West',
  'Washington Rd',
  'Wheeler Way',
  'Windsor Center Dr',
  'Woodmere Way',
  'Avalon Way',
  'Bennington Dr',
  'Conover Rd',
  'Dorchester Dr',
  'Fisher Pl',
  'Greenwood Dr',
  'Hawthorne Dr',
  'Lanwin Blvd',
  'Millstone Rd',
  'Nassau Pl',
  'Pond View Dr',
  'Sherbrooke Dr',
  'Zaitz Farm Rd',
] as const;

/** What a resident reports, per category: several openings, each completed by a detail. */
const WHAT: Partial<Record<Category, readonly string[]>> = {
  'Pothole/Road Damage': ['Deep pothole', 'Large crack across the lane', 'Sunken manhole cover', 'Broken asphalt'],
  'Streetlight Outage': ['Streetlight out', 'Light flickering all night', 'Lamp post dark', 'Two lights not working'],
  'Traffic Signal Issue': ['Traffic signal stuck on red', 'Walk signal not working', 'Signal timing wrong'],
  Graffiti: ['Graffiti sprayed on the wall', 'Tags painted on the bus shelter', 'Offensive words on the fence'],
  'Illegal Dumping': ['Mattress dumped', 'Pile of tires left', 'Construction debris dumped', 'Old furniture left'],
  'Missed Trash/Recycling': ['Trash not collected', 'Recycling bins skipped', 'Bulk pickup missed'],
  'Park Maintenance': ['Broken swing', 'Overflowing garbage cans', 'Bench damaged', 'Grass not mowed'],
  'Tree Issue': ['Fallen branch', 'Dead tree leaning', 'Limbs touching wires', 'Roots lifting the pavement'],
  'Snow Removal': ['Street not plowed', 'Ice on the sidewalk', 'Snow pile blocking the corner'],
  'Water/Sewer Issue': ['Water leaking from the street', 'Sewer smell', 'Low water pressure', 'Hydrant leaking'],
  'Sidewalk Repair': ['Uneven sidewalk slab', 'Cracked sidewalk', 'Missing curb ramp'],
  'Drainage Problem': ['Storm drain clogged', 'Standing water after rain', 'Culvert blocked'],
  'Animal Control': ['Stray dog running loose', 'Dead deer on the shoulder', 'Raccoon acting strangely'],
  'Noise Complaint': ['Loud music late at night', 'Construction noise before seven', 'Barking dog for hours'],
  'Code Violation': ['Overgrown yard', 'Abandoned car on the lawn', 'Unpermitted shed', 'Trash piled on porch'],
  Other: ['Question about permits', 'Missing street sign', 'Damaged mailbox', 'Suggestion for the township'],
};

const WHERE = [
  'near the school',
  'in front of the library',
  'by the bus stop',
  'at the corner',
  'next to the park entrance',
  'across from the pharmacy',
  'outside the community center',
  'by the train station',
  'near the pond',
  'at the end of the cul-de-sac',
];

const WHEN = [
  'since last week.',
  'for three days now.',
  'after the storm.',
  'every evening.',
  'this morning.',
  'for about a month.',
  'since the weekend.',
  'and it is getting worse.',
  'again, reported before.',
  'please send someone.',
];

/**
 * A resident's description for a category from three picks (0 to 1 each).
 * @example describeIssue('Graffiti', 0.1, 0.5, 0.9) // 'Graffiti sprayed on the wall outside the community center again, reported before.'
 */
export function describeIssue(category: Category, what: number, where: number, when: number): string {
  const openings = WHAT[category] ?? [`${category}:`];
  const pick = <T>(list: readonly T[], at: number) => list[Math.floor(at * list.length)]!;
  return `${pick(openings, what)} ${pick(WHERE, where)} ${pick(WHEN, when)}`;
}
