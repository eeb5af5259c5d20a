/**
 * The built-in triage: a category-to-department table, keyword rules that raise the priority, and
 * a response time per priority. Pure and deterministic, so staff can predict it and tests can pin
 * it; its reasoning names every rule that fired, and its output says `source: 'rules'`.
 */
import type { Category, Department, Priority } from '#domain/requests/constants.ts';
import { dangerSigns, mentions, type DangerSignName } from '#domain/requests/danger-signs.ts';
import type { AiTriage, Triage, TriageInput } from './ports.ts';

/** Who owns each category, and its usual priority when no keyword says otherwise. */
export const CATEGORY_RULES: Record<Category, { department: Department; priority: Priority }> = {
  'Pothole/Road Damage': { department: 'Public Works', priority: 'Medium' },
  'Streetlight Outage': { department: 'Public Works', priority: 'Medium' },
  'Traffic Signal Issue': { department: 'Engineering', priority: 'High' },
  Graffiti: { department: 'Code Enforcement', priority: 'Low' },
  'Illegal Dumping': { department: 'Code Enforcement', priority: 'Medium' },
  'Missed Trash/Recycling': { department: 'Public Works', priority: 'Low' },
  'Park Maintenance': { department: 'Parks & Recreation', priority: 'Low' },
  'Tree Issue': { department: 'Public Works', priority: 'Medium' },
  'Snow Removal': { department: 'Public Works', priority: 'High' },
  'Water/Sewer Issue': { department: 'Water & Sewer Utility', priority: 'High' },
  'Sidewalk Repair': { department: 'Public Works', priority: 'Low' },
  'Drainage Problem': { department: 'Engineering', priority: 'Medium' },
  'Animal Control': { department: 'Animal Control', priority: 'Medium' },
  'Noise Complaint': { department: 'Police', priority: 'Low' },
  'Code Violation': { department: 'Code Enforcement', priority: 'Low' },
  Other: { department: 'Administration', priority: 'Medium' },
};

/** Unknown categories go where the triage fallback sends everything (docs/product.md#311-what-happens-on-submit). */
const DEFAULT_RULE = { department: 'Public Works' as Department, priority: 'Medium' as Priority };

/**
 * What each danger sign (#domain/requests/danger-signs.ts, the list the wizard's 911 notice uses)
 * does to the priority. Danger to life goes to Emergency and to the Police, who can secure the
 * scene and call the utility or fire service; hazards that can hurt someone soon, or stop
 * traffic, go to High. No danger sign leaves a request below High: the resident was told to call 911.
 */
const DANGER_RULES: Record<DangerSignName, { priority: Priority; department?: Department }> = {
  'gas leak': { priority: 'Emergency', department: 'Police' },
  'downed wire or power line': { priority: 'Emergency', department: 'Police' },
  'tree on power lines': { priority: 'Emergency', department: 'Police' },
  'exposed electrical': { priority: 'Emergency', department: 'Police' },
  fire: { priority: 'Emergency', department: 'Police' },
  injury: { priority: 'Emergency', department: 'Police' },
  'person in danger': { priority: 'Emergency', department: 'Police' },
  crash: { priority: 'Emergency', department: 'Police' },
  collapse: { priority: 'Emergency', department: 'Police' },
  sinkhole: { priority: 'High', department: 'Engineering' },
  'open manhole': { priority: 'High' },
  'tree on a car or house': { priority: 'High' },
  'flooding into homes': { priority: 'High' },
  'blocking traffic': { priority: 'High' },
  'traffic signal out at a crossing': { priority: 'High' },
  'injured animal in the road': { priority: 'High', department: 'Animal Control' },
  'animal attack': { priority: 'High' },
};

/** Keywords that raise the priority without suggesting danger to life; some name a better department. */
const KEYWORD_RULES: readonly {
  name: string;
  pattern: RegExp;
  priority: Priority;
  department?: Department;
}[] = [
  {
    name: 'water main break',
    pattern: /\bwater ?main\b|\bmain break\b|\bhydrant\b.{0,20}\b(broken|gushing|spraying|open)\b/i,
    priority: 'High',
    department: 'Water & Sewer Utility',
  },
  { name: 'flooding', pattern: /\bflood\w*/i, priority: 'High' },
  {
    name: 'traffic signal out',
    pattern: /\b(signal|traffic light)s?\b.{0,20}\b(out|dark|not working|flashing)\b/i,
    priority: 'High',
  },
  { name: 'aggressive animal', pattern: /\b(aggressive|rabid|biting|bit)\b/i, priority: 'High' },
];

/** The rules that fire for a request: its danger signs first, then the other keywords. */
function firedRules(input: TriageInput) {
  return [
    ...dangerSigns(input.category, input.description).map((name) => ({ name, ...DANGER_RULES[name] })),
    ...KEYWORD_RULES.filter((rule) => mentions(rule.pattern, input.description)),
  ];
}

/** What staff can promise for each priority. */
export const RESPONSE_TIMES: Record<Priority, string> = {
  Emergency: 'Immediate (within 4 hours)',
  High: '1-2 business days',
  Medium: '3-5 business days',
  Low: '5-10 business days',
};

const RANK: Record<Priority, number> = { Low: 0, Medium: 1, High: 2, Emergency: 3 };

const isCategory = (category: string): category is Category => Object.hasOwn(CATEGORY_RULES, category);

/**
 * @example
 * triageByRules({ category: 'Pothole/Road Damage', description: 'Huge sinkhole, cars swerving' })
 * // { suggestedPriority: 'High', suggestedDepartment: 'Engineering', estimatedResponseTime: '1-2 business days',
 * //   reasoning: 'Rules engine: category "Pothole/Road Damage" → Public Works, Medium. Keyword rule "sinkhole" → High, Engineering. ...', source: 'rules' }
 */
export function triageByRules(input: TriageInput): AiTriage {
  const base = isCategory(input.category) ? CATEGORY_RULES[input.category] : DEFAULT_RULE;
  const reasons = [
    isCategory(input.category)
      ? `category "${input.category}" → ${base.department}, ${base.priority}`
      : `unknown category "${input.category}" → ${base.department}, ${base.priority}`,
  ];
  let priority = base.priority;
  let department = base.department;
  let departmentRank = -1;
  for (const rule of firedRules(input)) {
    reasons.push(`keyword rule "${rule.name}" → ${rule.priority}${rule.department ? `, ${rule.department}` : ''}`);
    if (RANK[rule.priority] > RANK[priority]) priority = rule.priority;
    // The most urgent rule that names a department wins it.
    if (rule.department && RANK[rule.priority] > departmentRank) {
      department = rule.department;
      departmentRank = RANK[rule.priority];
    }
  }
  if (reasons.length === 1) reasons.push('no keyword rule matched the description');
  const advice =
    priority === 'Emergency' ? ' Possible danger to life: make sure 911 and the utility have been called.' : '';
  return {
    suggestedPriority: priority,
    suggestedDepartment: department,
    estimatedResponseTime: RESPONSE_TIMES[priority],
    reasoning: `Rules engine (no AI model): ${reasons.join('; ')}. Result: ${priority}, ${department}.${advice}`,
    source: 'rules',
  };
}

export function createRulesTriage(): Triage {
  return { suggest: (input) => Promise.resolve(triageByRules(input)) };
}
