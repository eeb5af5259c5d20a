/**
 * The names of the rules the built-in triage (functions/ai/rules-triage.ts) can fire: every danger
 * sign, and the keywords that raise a priority without danger to life. A township profile routes
 * any of them to one of its departments (`triage.ruleDepartments`).
 */
import { DANGER_SIGN_NAMES } from '../requests/danger-sign-names.ts';

/** Keyword rules beside the danger signs; rules-triage.ts holds their patterns. */
export const KEYWORD_RULE_NAMES = ['water main break', 'flooding', 'traffic signal out', 'aggressive animal'] as const;
export type KeywordRuleName = (typeof KEYWORD_RULE_NAMES)[number];

export const TRIAGE_RULE_NAMES: readonly string[] = [...DANGER_SIGN_NAMES, ...KEYWORD_RULE_NAMES];
