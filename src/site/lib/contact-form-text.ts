/** The contact form's texts in a page's language, formatted at build time for the island's `text` prop. */
import { CONTACT_LIMITS } from '#domain/contact/contact-message.ts';
import type { Translate } from '#domain/i18n/messages.ts';
import type { ContactFormText } from '../islands/contact/contact-text.ts';
import type { siteMessages } from '../site.messages.ts';

type SiteKey = keyof (typeof siteMessages)['english'];

/** A character that no message holds, to split a sentence around the link the island renders. */
const SLOT = '\u0000';

/**
 * @example contactFormText(pageMessages(siteMessages, '/es/contact')).submit // 'Enviar mensaje'
 */
export function contactFormText(t: Translate<SiteKey>): ContactFormText {
  const [before = '', after = ''] = t('emailUsInstead', { email: SLOT }).split(SLOT);
  return {
    lang: t.lang,
    form: t('contactForm'),
    label: { name: t('fieldName'), email: t('fieldEmail'), message: t('fieldMessage') },
    required: t('required'),
    honeypot: t('honeypot'),
    submit: t('sendMessage'),
    sending: t('sendingMessage'),
    sendingStatus: t('sendingStatus'),
    sent: t('sentMessage'),
    requiredFields: t('requiredFields'),
    invalidEmail: t('invalidEmail'),
    tooLong: {
      name: t('nameTooLong', { max: CONTACT_LIMITS.name }),
      email: t('emailTooLong', { max: CONTACT_LIMITS.email }),
      message: t('messageTooLong', { max: CONTACT_LIMITS.message }),
    },
    enter: { name: t('enterName'), email: t('enterEmail'), message: t('enterMessage') },
    emailExample: t('emailExample'),
    providerFailed: t('providerFailed'),
    submitFailed: t('submitFailed'),
    emailUs: [before, after],
  };
}
