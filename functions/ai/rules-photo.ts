/**
 * Photo "analysis" without a model: it does not look at the pixels, and says so, so staff never
 * mistake it for an assessment. The issue type is only the resident's category.
 */
import type { AiPhotoAnalysis, PhotoAnalyzer, PhotoInput } from './ports.ts';

const NOT_ASSESSED_SEVERITY = 'Unknown — not assessed';
const NOT_ANALYSED_RECOMMENDATION = 'Photo not analysed automatically; staff review needed.';

/** @example photoByRules({ category: 'Graffiti', ... }).issueType // 'Graffiti (from the category; photo not examined)' */
export function photoByRules(input: Pick<PhotoInput, 'category'>): AiPhotoAnalysis {
  return {
    issueType: `${input.category} (from the category; photo not examined)`,
    severity: NOT_ASSESSED_SEVERITY,
    repairRecommendation: NOT_ANALYSED_RECOMMENDATION,
    source: 'rules',
  };
}

export function createRulesPhotoAnalyzer(): PhotoAnalyzer {
  return { analyze: (input) => Promise.resolve(photoByRules(input)) };
}
