import { describe, expect, it } from 'vitest';
import { runPhotoAnalyzerContract } from '../testing/contracts/ai.ts';
import { runTriageContract } from '../testing/contracts/ai.ts';
import { createRulesPhotoAnalyzer, photoByRules } from './rules-photo.ts';
import { createRulesTriage } from './rules-triage.ts';

describe('rules adapters: contract', () => {
  runTriageContract('rules', () => createRulesTriage());
  runPhotoAnalyzerContract('rules', () => createRulesPhotoAnalyzer());
});

describe('photoByRules', () => {
  it('says plainly that the photo was not examined', () => {
    expect(photoByRules({ category: 'Illegal Dumping' })).toEqual({
      issueType: 'Illegal Dumping (from the category; photo not examined)',
      severity: 'Unknown — not assessed',
      repairRecommendation: 'Photo not analysed automatically; staff review needed.',
      source: 'rules',
    });
  });
});
