/**
 * The English machine translation of a description written in another language, for staff
 * (docs/product.md#311-machine-translation). Stored on the request, so the model is asked once and
 * staff loading a request cost nothing. Made after the request is acknowledged, never in its path:
 * a model that is down or slow never delays or fails a submission. Safe to call again: a request
 * that has a translation, is in English, or meets no model is left alone, and the write is
 * conditional, so two calls at once store one translation. A request still without one (the
 * model failed, or the process ended first) gets another try when staff open it.
 */
import { DEFAULT_LANGUAGE } from '#domain/i18n/languages.ts';
import type { ServiceRequest } from '#domain/requests/request-schemas.ts';
import type { Translator } from '../ai/ports.ts';
import type { Logger } from '../logger.ts';
import type { RequestStore } from '../storage/ports.ts';

export interface TranslateDescriptionDeps {
  stores: { requests: Pick<RequestStore, 'updateIf'> };
  providers: { translator?: Translator | undefined };
  clock: () => Date;
  logger: Logger;
}

/** Whether a request still wants its description translated by the translator given. */
export function wantsTranslation(
  request: Pick<ServiceRequest, 'language' | 'descriptionTranslation' | 'description'>,
  translator: Translator | undefined,
): translator is Translator {
  return (
    translator?.configured === true &&
    request.language !== DEFAULT_LANGUAGE &&
    request.descriptionTranslation === null &&
    request.description.trim() !== ''
  );
}

/** Calls under way, by request id: a second call while one runs shares it. */
const underWay = new Map<string, Promise<ServiceRequest | null>>();

/**
 * Translates and stores; never throws. Resolves the request with its translation, or null when
 * there was nothing to do or the model failed (logged).
 * @example void translateDescription(deps, saved); // after the reply to the resident is decided
 */
export function translateDescription(
  deps: TranslateDescriptionDeps,
  request: ServiceRequest,
): Promise<ServiceRequest | null> {
  const translator = deps.providers.translator;
  if (!wantsTranslation(request, translator)) return Promise.resolve(null);
  const running = underWay.get(request.id);
  if (running) return running;
  const call = translateAndStore(deps, translator, request).finally(() => underWay.delete(request.id));
  underWay.set(request.id, call);
  return call;
}

async function translateAndStore(
  deps: TranslateDescriptionDeps,
  translator: Translator,
  request: ServiceRequest,
): Promise<ServiceRequest | null> {
  try {
    const text = await translator.translate({ text: request.description, from: request.language, to: 'en' });
    if (!text) return null;
    const translation = { text, language: DEFAULT_LANGUAGE, translatedAt: deps.clock().toISOString() };
    const result = await deps.stores.requests.updateIf(
      request.id,
      { set: { descriptionTranslation: translation } },
      (current) => current.descriptionTranslation === null && current.description === request.description,
    );
    return result?.applied ? result.request : null;
  } catch (error) {
    deps.logger.error(`Machine translation of the description of request ${request.id} failed`, error);
    return null;
  }
}
