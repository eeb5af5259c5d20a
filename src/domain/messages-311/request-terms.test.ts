import { describe, expect, it } from 'vitest';
import { translator } from '#domain/i18n/messages.ts';
import { PRIORITIES, STATUSES } from '#domain/requests/constants.ts';
import { commonMessages } from './common-english.ts';
import { requestTerms } from './request-terms.ts';

describe('requestTerms', () => {
  it("names every status and priority in English as stored (the specification's words)", () => {
    const terms = requestTerms(translator(commonMessages, 'en'));
    expect(STATUSES.map(terms.status)).toEqual([...STATUSES]);
    expect(PRIORITIES.map(terms.priority)).toEqual([...PRIORITIES]);
  });

  it('names each in another language from its catalog', () => {
    const terms = requestTerms(
      translator(commonMessages, 'es', { statusInProgress: 'En curso', priorityEmergency: 'Emergencia' }),
    );
    expect([terms.status('In Progress'), terms.priority('Emergency')]).toEqual(['En curso', 'Emergencia']);
  });

  it('shows a value the catalogs do not know as stored', () => {
    const terms = requestTerms(translator(commonMessages, 'es', { statusNew: 'Nueva' }));
    expect([terms.status('Archived'), terms.priority('Urgent'), terms.status('toString')]).toEqual([
      'Archived',
      'Urgent',
      'toString',
    ]);
  });
});
