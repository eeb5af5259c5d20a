/**
 * The built-in triage: a category-to-department table, keyword rules that raise the priority, and
 * a response time per priority. Pure and deterministic, so staff can predict it and tests can pin
 * it; its reasoning names every rule that fired, and its output says `source: 'rules'`.
 */
import type { Category, Department, Priority } from '#domain/requests/constants.ts';
import { dangerSigns, mentions, type DangerSignName } from '#domain/requests/danger-signs.ts';
import type { KeywordRuleName } from '#domain/township/triage-rule-names.ts';
import { categoryByName, departmentName, township } from '#domain/township/township.ts';
import { loadDangerLexicons } from '../i18n/danger-lexicons.ts';
import type { AiTriage, Triage, TriageInput } from './ports.ts';

/**
 * Who owns each category, and its usual priority when no keyword says otherwise: the township
 * profile's `department` and `priority` of each category, by name.
 * @example categoryRules()['Graffiti'] // { department: 'Code Enforcement', priority: 'Low' } in the sample profile
 */
export function categoryRules(): Record<Category, { department: Department; priority: Priority }> {
  return Object.fromEntries(
    township().categories.map((category) => [
      category.name,
      { department: departmentName(category.department), priority: category.priority },
    ]),
  );
}

/** Unknown categories go to the profile's fallback department (docs/product.md#311-what-happens-on-submit). */
const defaultRule = () => ({
  department: departmentName(township().triage.fallbackDepartment),
  priority: 'Medium' as Priority,
});

/**
 * What each danger sign (#domain/requests/danger-signs.ts, the list the wizard's 911 notice uses)
 * does to the priority. Danger to life goes to Emergency; hazards that can hurt someone soon, or
 * stop traffic, go to High. No danger sign leaves a request below High: the resident was told to
 * call 911. The department a rule sends a request to is the township's (the profile's
 * `triage.ruleDepartments`: in the sample, danger to life goes to the Police, who can secure the
 * scene and call the utility or fire service).
 */
const DANGER_RULES: Record<DangerSignName, Priority> = {
  'gas leak': 'Emergency',
  'downed wire or power line': 'Emergency',
  'tree on power lines': 'Emergency',
  'exposed electrical': 'Emergency',
  fire: 'Emergency',
  injury: 'Emergency',
  'person in danger': 'Emergency',
  crash: 'Emergency',
  collapse: 'Emergency',
  sinkhole: 'High',
  'open manhole': 'High',
  'tree on a car or house': 'High',
  'flooding into homes': 'High',
  'blocking traffic': 'High',
  'traffic signal out at a crossing': 'High',
  'injured animal in the road': 'High',
  'animal attack': 'High',
};

/** Keywords that raise the priority without suggesting danger to life; the profile may route them too. */
const KEYWORD_RULES: readonly { name: KeywordRuleName; pattern: RegExp; priority: Priority }[] = [
  {
    name: 'water main break',
    pattern: /\bwater ?main\b|\bmain break\b|\bhydrant\b.{0,20}\b(broken|gushing|spraying|open)\b/i,
    priority: 'High',
  },
  { name: 'flooding', pattern: /\bflood\w*/i, priority: 'High' },
  {
    name: 'traffic signal out',
    pattern: /\b(signal|traffic light)s?\b.{0,20}\b(out|dark|not working|flashing)\b/i,
    priority: 'High',
  },
  { name: 'aggressive animal', pattern: /\b(aggressive|rabid|biting|bit)\b/i, priority: 'High' },
];

/** The rules that fire for a request: its danger signs first, then the other keywords; each with the profile's department. */
function firedRules(input: TriageInput): { name: string; priority: Priority; department?: Department }[] {
  const routes = township().triage.ruleDepartments;
  const routed = (rule: { name: string; priority: Priority }) => {
    const key = routes[rule.name];
    return key ? { ...rule, department: departmentName(key) } : rule;
  };
  // The danger signs read the description in the language it was written in too.
  loadDangerLexicons();
  return [
    ...dangerSigns(input.category, input.description, input.language).map((name) =>
      routed({ name, priority: DANGER_RULES[name] }),
    ),
    ...KEYWORD_RULES.filter((rule) => mentions(rule.pattern, input.description)).map(routed),
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

/**
 * @example
 * triageByRules({ category: 'Pothole/Road Damage', description: 'Huge sinkhole, cars swerving' })
 * // { suggestedPriority: 'High', suggestedDepartment: 'Engineering', estimatedResponseTime: '1-2 business days',
 * //   reasoning: 'Rules engine: category "Pothole/Road Damage" → Public Works, Medium. Keyword rule "sinkhole" → High, Engineering. ...', source: 'rules' }
 */
export function triageByRules(input: TriageInput): AiTriage {
  const category = categoryByName(input.category);
  const base = category
    ? { department: departmentName(category.department), priority: category.priority }
    : defaultRule();
  const reasons = [
    category
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
