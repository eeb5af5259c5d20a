/**
 * The AI ports of Township 311: triage (a suggested priority, department and response time for a
 * new request) and photo analysis. The default adapters are a rules engine that needs no network;
 * a model adapter speaks to an OpenAI-compatible chat endpoint when one is configured.
 *
 * Adapters THROW on failure (timeout, bad reply): the submit pipeline decides what a failure means
 * (the triage fallback, the photo-analysis internal note: docs/product.md#311-what-happens-on-submit).
 * withTriageFallback() in with-fallback.ts wraps a Triage for callers that always want a result.
 */
import type { AiPhotoAnalysis, AiTriage } from '#domain/requests/request-schemas.ts';

export type { AiPhotoAnalysis, AiTriage };

export interface TriageInput {
  category: string;
  description: string;
  /** The language the request was submitted in (request-language.ts); the rules read danger in it too. */
  language?: string;
}

export interface Triage {
  suggest(input: TriageInput): Promise<AiTriage>;
}

export interface PhotoInput {
  /** Where the stored photo is served; kept for adapters that fetch by URL. */
  imageUrl: string;
  /** The stored (re-encoded) bytes; a model adapter sends them inline, so no public URL is needed. */
  bytes?: Uint8Array | undefined;
  mimeType?: string | undefined;
  category: string;
  description: string;
}

export interface PhotoAnalyzer {
  analyze(input: PhotoInput): Promise<AiPhotoAnalysis>;
}

export interface TranslationInput {
  text: string;
  /** The text's language tag (`ko`, `zh-Hans`, `en`). */
  from: string;
  /** The language wanted. */
  to: string;
}

/**
 * Machine translation of residents' descriptions for staff and of staff's public comments for
 * residents. Without a model endpoint the adapter is a no-op: `configured` is false and translate()
 * resolves null, so callers keep the original and say which language it is in. The model adapter
 * throws ModelError on failure, as the other model ports do.
 */
export interface Translator {
  readonly configured: boolean;
  /** The text in `to`; the text itself when `from` and `to` are the same; null from the no-op adapter. */
  translate(input: TranslationInput): Promise<string | null>;
}
