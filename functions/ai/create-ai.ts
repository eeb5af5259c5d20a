/**
 * The one place the AI adapters are chosen, from validated env values: the model endpoint when
 * AI_BASE_URL and AI_MODEL are set, otherwise the rules engine (no network). Model adapters
 * throw on failure; wrap triage with withTriageFallback() to always get a result.
 */
import type { Env } from '../config/env.ts';
import { loadDangerLexicons } from '../i18n/danger-lexicons.ts';
import type { Logger } from '../logger.ts';
import type { ModelConfig } from './model-client.ts';
import { createModelPhotoAnalyzer } from './model-photo.ts';
import { createModelTriage } from './model-triage.ts';
import { createModelTranslator, noTranslator } from './model-translate.ts';
import type { PhotoAnalyzer, Translator, Triage } from './ports.ts';
import { createRulesPhotoAnalyzer } from './rules-photo.ts';
import { createRulesTriage } from './rules-triage.ts';

export type AiEnv = Pick<Env, 'AI_BASE_URL' | 'AI_API_KEY' | 'AI_MODEL' | 'AI_TIMEOUT_MS'>;

/** Triage sits in the submit path, so a slow model must give up well before a resident does. */
export const DEFAULT_AI_TIMEOUT_MS = 10_000;

interface CreateAiOptions {
  env: AiEnv;
  logger: Logger;
  fetch?: typeof fetch;
}

/** The model endpoint's settings, or null when none is configured. */
export function modelConfig(env: AiEnv, fetchImpl?: typeof fetch): ModelConfig | null {
  if (!env.AI_BASE_URL || !env.AI_MODEL) return null;
  return {
    baseUrl: env.AI_BASE_URL,
    model: env.AI_MODEL,
    apiKey: env.AI_API_KEY,
    timeoutMs: env.AI_TIMEOUT_MS ?? DEFAULT_AI_TIMEOUT_MS,
    fetch: fetchImpl,
  };
}

/** @example const triage = withTriageFallback(createTriage({ env, logger }), logger); */
export function createTriage(options: CreateAiOptions): Triage {
  const config = modelConfig(options.env, options.fetch);
  options.logger.info(
    config ? `AI triage: model ${config.model} at ${new URL(config.baseUrl).host}` : 'AI triage: rules engine',
  );
  loadDangerLexicons(options.logger);
  return config ? createModelTriage(config) : createRulesTriage();
}

/** Without a model the result says plainly that the photo was not examined. */
export function createPhotoAnalyzer(options: CreateAiOptions): PhotoAnalyzer {
  const config = modelConfig(options.env, options.fetch);
  options.logger.info(
    config ? `Photo analysis: model ${config.model}` : 'Photo analysis: not automatic (no AI model configured)',
  );
  return config ? createModelPhotoAnalyzer(config) : createRulesPhotoAnalyzer();
}

/** Machine translation of descriptions and comments; a no-op without a model (the originals show). */
export function createTranslator(options: CreateAiOptions): Translator {
  const config = modelConfig(options.env, options.fetch);
  options.logger.info(
    config ? `Machine translation: model ${config.model}` : 'Machine translation: off (no AI model configured)',
  );
  return config ? createModelTranslator(config) : noTranslator;
}
