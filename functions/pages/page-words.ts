/**
 * The words of the track and private pages without JavaScript in a language, from the same
 * catalogs the app reads (serverTranslator): the track screen's and the card's, the follow screens',
 * the common domain's and the plain pages' own. Category names come from the township profile's.
 */
import type { FollowUpWords } from '#domain/html/follow-up-page.ts';
import type { TrackPageWords } from '#domain/html/track-page.ts';
import { cardMessages } from '#domain/messages-311/card-english.ts';
import { commonMessages } from '#domain/messages-311/common-english.ts';
import { followMessages } from '#domain/messages-311/follow-english.ts';
import { plainTrackMessages } from '#domain/messages-311/plain-track.messages.ts';
import { plainMessages } from '#domain/messages-311/plain.messages.ts';
import { requestTerms } from '#domain/messages-311/request-terms.ts';
import { trackMessages } from '#domain/messages-311/track-english.ts';
import { wizardMessages } from '#domain/messages-311/wizard-english.ts';
import { serverTranslator } from '../i18n/catalogs.ts';
import { pageCategoryLabel } from './report-words.ts';

/** @example trackPageWords('es').track('title') // 'Seguir una solicitud' */
export function trackPageWords(lang: string): TrackPageWords {
  const common = serverTranslator(commonMessages, lang);
  return {
    lang,
    track: serverTranslator(trackMessages, lang),
    // The card's messages are the track domain's: one catalog.
    card: serverTranslator(cardMessages, lang),
    terms: requestTerms(common),
    category: (name) => pageCategoryLabel(name, lang),
    common,
    plain: serverTranslator(plainMessages, lang),
    wizard: serverTranslator(wizardMessages, lang),
    plainTrack: serverTranslator(plainTrackMessages, lang),
  };
}

/** @example followUpWords('ko').follow('title') */
export function followUpWords(lang: string): FollowUpWords {
  const words = trackPageWords(lang);
  return {
    ...words,
    follow: serverTranslator(followMessages, lang),
  };
}
