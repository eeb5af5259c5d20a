import { describe, expect, it } from 'vitest';
import { translator } from '#domain/i18n/messages.ts';
import { ENGLISH_CONTACT_TEXT } from '../islands/contact/contact-text.ts';
import { siteMessages } from '../site.messages.ts';
import { contactFormText } from './contact-form-text.ts';

describe('contactFormText', () => {
  it("is, in English, exactly the island's own English (the specification's strings)", () => {
    expect(contactFormText(translator(siteMessages, 'en'))).toEqual(ENGLISH_CONTACT_TEXT);
  });

  it('formats limits for the language and splits the e-mail sentence around the address', () => {
    const text = contactFormText(
      translator(siteMessages, 'de', {
        messageTooLong: 'Höchstens {max, number} Zeichen.',
        emailUsInstead: 'Oder schreiben Sie an {email}, danke.',
      }),
    );
    expect(text.tooLong.message).toBe('Höchstens 5.000 Zeichen.');
    expect(text.emailUs).toEqual(['Oder schreiben Sie an ', ', danke.']);
    expect(text.lang).toBe('de');
  });
});
