/**
 * The schema of a language's danger lexicon, `locales/<tag>/danger-words.json` (beside that
 * language's catalogs): the words in which a resident writing in that language says there is
 * danger (docs/product.md#311-emergency-notice). The English signs are code (danger-signs.ts); the
 * other languages are data, so a township adding a language adds a file and no code
 * (docs/translating.md says how a fluent speaker reviews one).
 *
 * The file:
 * - `fluentReview`: "pending" until a fluent speaker has read and corrected the lexicon, then "reviewed".
 * - `signs`: for each general danger sign (danger-sign-names.ts) the phrases that say it, whatever
 *   the category (an `injury` phrase inside an `injured animal in the road` one is the animal's,
 *   as in English); `categorySigns`: phrases of a category-specific sign, which count only in the
 *   categories whose profile lists that sign (`categories[].dangerSigns`), as in English.
 * - `negation`: words that say the danger is not there ("no hay heridos", "다친 사람은 없어요"),
 *   and whether they come `before` or `after` the danger words in this language. A phrase with a
 *   negation word next to it or one word away (or within eight characters in a script written
 *   without spaces) on that side, in the same clause, does not count. A language that negates on
 *   both sides (Korean: "안 다쳤어요", "다치지 않았어요") gives a list of such groups, one per side.
 * - `risk` (optional): words that make a danger a risk, not a danger now ("podría salir herido",
 *   "चोट लग सकती है"), and their side (or a list of such groups), read as the negation words are. A risk counts only for the
 *   signs where English counts a suspicion (a gas leak, a live wire, a sinkhole, an open manhole).
 * - `notDanger`: phrases removed before any sign is looked for: things named after a danger that
 *   are not one (a fire hydrant, a fire station, a gas station).
 *
 * How a phrase is written (the text and the phrase are both read in lower case, NFKC, and Latin
 * letters without accents, so "caído" and "caido" are the same; other scripts keep every sign):
 * - A part is matched as whole words: "cable" matches "el cable", not "cableado".
 * - `*` at the end of a part lets the word go on ("chispa*" matches chispas, chispeando; "전선*"
 *   matches 전선이, 전선에); `*` at the start lets it begin inside a word ("*전선" matches 고압전선).
 *   In scripts written without spaces (Chinese) a part matches anywhere: no `*` is needed.
 * - `|` inside a part separates ways of writing it: "cable*|linea* electrica* … caid*|chispa*" is
 *   a fallen or sparking cable or power line.
 * - ` … ` (or ` ... `) between parts: the parts in that order, in the same clause (a comma, full
 *   stop or similar ends one), at most four words apart (or ten characters in a script without
 *   spaces): "olor* … gas" matches "olor a gas", "huele mucho a gas".
 */
import { z } from 'zod';
import { CATEGORY_SIGN_NAMES, GENERAL_SIGN_NAMES } from './danger-sign-names.ts';

/** A phrase: not empty, not only gaps or wildcards. */
const phrase = z
  .string()
  .refine((value) => /[\p{L}\p{N}]/u.test(value), { message: 'A phrase needs at least one letter' });

const phrases = z.array(phrase).min(1);

/** Words that stand beside a danger phrase, and on which side of it. */
const beside = z.strictObject({
  words: z.array(phrase),
  position: z.enum(['before', 'after']),
});

/** One group of such words, or one per side. */
const besideGroups = z.union([beside, z.array(beside).min(1)]);

export const dangerLexiconSchema = z.strictObject({
  fluentReview: z.enum(['pending', 'reviewed']),
  signs: z.partialRecord(z.enum(GENERAL_SIGN_NAMES), phrases),
  categorySigns: z.partialRecord(z.enum(CATEGORY_SIGN_NAMES), phrases).optional(),
  negation: besideGroups,
  risk: besideGroups.optional(),
  notDanger: z.array(phrase),
});

/** A language's danger lexicon, as its file holds it. */
export type DangerLexicon = z.infer<typeof dangerLexiconSchema>;
