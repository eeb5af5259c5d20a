import { describe, expect, it } from 'vitest';
import { commonMessages } from '#domain/messages-311/common-english.ts';
import { locationMessages } from '#domain/messages-311/location-english.ts';
import { wizardMessages } from '#domain/messages-311/wizard-english.ts';
import { testTownship } from '../../tests/support/township.ts';
import { serverTranslator } from './catalogs.ts';

describe('the resident form’s words on the server (pages without JavaScript)', () => {
  const languages = testTownship().profile.languages.filter((lang) => lang !== 'en');

  it.each(languages)('reads the wizard’s, the location step’s and the common words in %s', (lang) => {
    const wizard = serverTranslator(wizardMessages, lang);
    expect(wizard('heading')).not.toBe(wizardMessages.english.heading);
    expect(wizard.isFallback('heading')).toBe(false);
    expect(serverTranslator(locationMessages, lang)('addressLabel')).not.toBe(locationMessages.english.addressLabel);
    expect(serverTranslator(commonMessages, lang)('required')).not.toBe(commonMessages.english.required);
  });

  it('keeps the specification’s English in English', () => {
    expect(serverTranslator(wizardMessages, 'en')('submit')).toBe('Submit Request');
  });
});
