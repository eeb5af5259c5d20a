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
