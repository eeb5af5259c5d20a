import { describe, expect, it } from 'vitest';
import { translator } from '#domain/i18n/messages.ts';
import { publicAction } from '../requests/public-view.ts';
import { cardMessages } from './card-english.ts';
import { commonMessages } from './common-english.ts';
import { requestTerms } from './request-terms.ts';
import { historyAction } from './track-words.ts';

const terms = requestTerms(translator(commonMessages, 'es', {}));

describe('historyAction for work completed and reviewed', () => {
  it.each([
    ['Work completed by Sam Lee', 'actionWorkCompleted', 'Trabajo terminado, pendiente de revisión'],
    ['Work sent back by Sam Lee', 'actionWorkSentBack', 'Trabajo devuelto para más trabajo tras la revisión'],
  ] as const)('reads the public form of %j from the catalog', (stored, key, spanish) => {
    const t = translator(cardMessages, 'es', { [key]: spanish });
    expect(historyAction(t, terms, publicAction(stored))).toEqual({ text: spanish, known: true });
  });
});
