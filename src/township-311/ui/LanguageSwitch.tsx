/**
 * The language switch of the resident screens: one link a language, each named in itself (English,
 * Español, 中文, 한국어, हिन्दी) and marked with its own `lang`, to the same screen in that language.
 * A plain click switches in place (the screen and what was typed stay) and remembers the choice;
 * the links stay real links, so one can be opened in a new tab or copied. The pseudo-locale is never
 * listed.
 */
import type { MouseEvent } from 'react';
import { addressInLanguage } from '../lib/address-language.ts';
import { useLanguage, useMessages } from '../lib/i18n.tsx';
import { useRouter } from '../lib/router.tsx';
import { basePathFor } from '../lib/routes.ts';
import { commonMessages } from '#domain/messages-311/common-english.ts';

import { LANGUAGE_LINK_CLASSES } from '#design/resident-header-classes.ts';

const plainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

export function LanguageSwitch() {
  const t = useMessages(commonMessages);
  const { lang, offered, choose } = useLanguage();
  // Read for its updates: the links follow the screen's address.
  useRouter();
  if (offered.length < 2) return null;
  const tags = offered.map((language) => language.tag);
  const { pathname, search } = window.location;
  const root = basePathFor(window.location.host);
  return (
    <nav aria-label={t('languageNav')}>
      <ul className="flex flex-wrap justify-end gap-x-3 gap-y-1">
        {offered.map(({ tag, name }) => {
          const current = tag === lang;
          return (
            <li key={tag}>
              <a
                href={addressInLanguage(pathname + search, root, tags, tag)}
                lang={tag}
                hrefLang={tag}
                translate="no"
                aria-current={current ? 'true' : undefined}
                className={LANGUAGE_LINK_CLASSES}
                onClick={(event) => {
                  if (!plainClick(event)) return;
                  event.preventDefault();
                  if (!current) choose(tag);
                }}
              >
                {name}
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
