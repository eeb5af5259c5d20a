/**
 * The Open311 service list: one service per request category, each with a stable code (never
 * derived from the category's wording, so renaming a category keeps its code), the department
 * that owns it as its group, and keywords clients can search. Every service has metadata: its
 * definition (services/{code}) lists the attributes a POST may carry.
 */
import { CATEGORY_RULES } from '../ai/rules-triage.ts';
import { CATEGORIES, ROAD_CATEGORY, type Category } from '#domain/requests/constants.ts';

export interface Open311Service {
  code: string;
  category: Category;
  description: string;
  /** Comma-separated in the standard's output. */
  keywords: readonly string[];
  /** The owning department (the same table the rules triage uses). */
  group: string;
}

const SERVICE_TEXT: Readonly<Record<Category, { code: string; description: string; keywords: readonly string[] }>> = {
  'Pothole/Road Damage': {
    code: 'pothole-road-damage',
    description: 'Potholes, cracks and other damage on township roads.',
    keywords: ['pothole', 'road', 'street', 'pavement', 'crack'],
  },
  'Streetlight Outage': {
    code: 'streetlight-outage',
    description: 'A street light that is out, flickering or on during the day.',
    keywords: ['streetlight', 'light', 'lamp', 'dark', 'outage'],
  },
  'Traffic Signal Issue': {
    code: 'traffic-signal',
    description: 'A traffic signal that is dark, stuck, flashing or damaged.',
    keywords: ['traffic light', 'signal', 'intersection', 'crossing'],
  },
  Graffiti: {
    code: 'graffiti',
    description: 'Graffiti on public property.',
    keywords: ['graffiti', 'vandalism', 'paint', 'tag'],
  },
  'Illegal Dumping': {
    code: 'illegal-dumping',
    description: 'Furniture, tires, bags or debris left on public land.',
    keywords: ['dumping', 'trash', 'debris', 'litter', 'bulk'],
  },
  'Missed Trash/Recycling': {
    code: 'missed-collection',
    description: 'A trash or recycling pickup that was missed on collection day.',
    keywords: ['trash', 'recycling', 'garbage', 'pickup', 'collection'],
  },
  'Park Maintenance': {
    code: 'park-maintenance',
    description: 'Broken equipment, overgrown grass or other upkeep in a township park.',
    keywords: ['park', 'playground', 'field', 'bench', 'trail'],
  },
  'Tree Issue': {
    code: 'tree',
    description: 'A fallen, dead or overhanging tree or limb on township property.',
    keywords: ['tree', 'branch', 'limb', 'stump'],
  },
  'Snow Removal': {
    code: 'snow-removal',
    description: 'A road or township sidewalk that has not been plowed or salted.',
    keywords: ['snow', 'ice', 'plow', 'salt'],
  },
  'Water/Sewer Issue': {
    code: 'water-sewer',
    description: 'A water main break, sewer backup or missing manhole cover.',
    keywords: ['water', 'sewer', 'leak', 'main', 'manhole'],
  },
  'Sidewalk Repair': {
    code: 'sidewalk-repair',
    description: 'A broken, raised or missing section of sidewalk or curb.',
    keywords: ['sidewalk', 'curb', 'trip hazard', 'walkway'],
  },
  'Drainage Problem': {
    code: 'drainage',
    description: 'Flooding, a blocked storm drain or standing water on the road.',
    keywords: ['drain', 'flooding', 'storm', 'culvert', 'standing water'],
  },
  'Animal Control': {
    code: 'animal-control',
    description: 'A stray, injured or dead animal, or a wildlife concern.',
    keywords: ['animal', 'dog', 'stray', 'wildlife', 'deer'],
  },
  'Noise Complaint': {
    code: 'noise',
    description: 'Ongoing noise from construction, equipment or a property.',
    keywords: ['noise', 'loud', 'construction', 'music'],
  },
  'Code Violation': {
    code: 'code-violation',
    description: 'A property that breaks township code: overgrowth, junk, unsafe structures.',
    keywords: ['code', 'property', 'overgrown', 'zoning', 'unsafe'],
  },
  Other: {
    code: 'other',
    description: 'Anything else the township should look at.',
    keywords: ['other', 'general'],
  },
};

/** Every service, in the wizard's category order. */
export const OPEN311_SERVICES: readonly Open311Service[] = CATEGORIES.map((category) => ({
  category,
  group: CATEGORY_RULES[category].department,
  ...SERVICE_TEXT[category],
}));

const BY_CODE = new Map(OPEN311_SERVICES.map((service) => [service.code, service]));
const BY_CATEGORY = new Map(OPEN311_SERVICES.map((service) => [service.category, service]));

/** The service for a code, or undefined for an unknown one. */
export function serviceByCode(code: string): Open311Service | undefined {
  return BY_CODE.get(code);
}

/** The service of a category. */
export function serviceOfCategory(category: Category): Open311Service {
  return BY_CATEGORY.get(category)!;
}

/** The service the road-jurisdiction rule applies to (potholes). */
export const ROAD_SERVICE_CODE = SERVICE_TEXT[ROAD_CATEGORY].code;

/** One attribute of a service definition (the standard's fields). */
interface Open311Attribute {
  /** False for an informational line a client shows but sends nothing for. */
  variable: boolean;
  code: string;
  datatype: 'string' | 'number' | 'datetime' | 'text' | 'singlevaluelist' | 'multivaluelist';
  required: boolean;
  datatype_description: string | null;
  order: number;
  description: string;
  values: readonly { key: string; name: string }[];
}

/**
 * The attribute every service takes: whether the reporter wants text-message updates (our form's
 * checkbox), sent as `attribute[text_alerts]=true`; it needs a `phone`.
 */
export const TEXT_ALERTS_ATTRIBUTE: Open311Attribute = {
  variable: true,
  code: 'text_alerts',
  datatype: 'singlevaluelist',
  required: false,
  datatype_description: 'Needs a phone number in the request.',
  order: 1,
  description: 'Send text-message updates to the phone number given?',
  values: [
    { key: 'true', name: 'Yes' },
    { key: 'false', name: 'No' },
  ],
};

/** Shown before a pothole report: roads the county or the state own are theirs to fix. */
const ROAD_OWNER_ATTRIBUTE: Open311Attribute = {
  variable: false,
  code: 'road_owner',
  datatype: 'text',
  required: false,
  datatype_description: null,
  order: 0,
  description:
    'The township fixes township roads only. A report on a county or state road is refused with the agency to contact; coverage.json answers in advance.',
  values: [],
};

/** The attributes of a service's definition, in order. */
export function attributesOf(service: Open311Service): readonly Open311Attribute[] {
  return service.code === ROAD_SERVICE_CODE ? [ROAD_OWNER_ATTRIBUTE, TEXT_ALERTS_ATTRIBUTE] : [TEXT_ALERTS_ATTRIBUTE];
}
