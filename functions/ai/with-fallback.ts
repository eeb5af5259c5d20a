/**
 * The triage failure rule (docs/product.md#311-what-happens-on-submit) as a wrapper: any error
 * from the wrapped Triage becomes the fallback (Medium, Public Works, '3-5 business days',
 * 'AI analysis failed: {message}. ...').
 */
import { failureMessage } from '#domain/failure-message.ts';
import { triageFallback } from '#domain/requests/history.ts';
import type { Logger } from '../logger.ts';
import type { Triage } from './ports.ts';

/**
 * @example
 * const triage = withTriageFallback(createTriage({ env, logger }), logger);
 * await triage.suggest(input) // never throws; source 'fallback' when the model failed
 */
export function withTriageFallback(triage: Triage, logger?: Logger): Triage {
  return {
    async suggest(input) {
      try {
        return await triage.suggest(input);
      } catch (error) {
        logger?.error('AI triage failed; using the fallback', error);
        return triageFallback(failureMessage(error));
      }
    },
  };
}
