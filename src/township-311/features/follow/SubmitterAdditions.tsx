/**
 * What the submitter added to their request (docs/product.md#311-the-submitters-private-link),
 * shown only on their private page: their information, their "not fixed" notes and the photos
 * they added, which have no public address and are read with the link's token.
 */
import { useEffect, useState } from 'react';
import { formatRequestDate } from '#domain/requests/format-date.ts';
import type { SubmitterAddition } from '#domain/requests/submitter-view.ts';
import { useLanguage, useMessages } from '../../lib/i18n.tsx';
import { PhotoViewer } from '../../ui/PhotoViewer.tsx';
import { addedPhotoUrl } from './follow-api.ts';
import { followMessages } from '#domain/messages-311/follow-english.ts';

const KIND_LABEL = { information: 'addedInformation', 'not-fixed': 'addedNotFixed' } as const;

/** A photo read through the private link, shown once its bytes are here. */
function AddedPhoto({ token, fileName, when }: { token: string; fileName: string; when: string }) {
  const t = useMessages(followMessages);
  const [url, setUrl] = useState<string | null | undefined>(undefined);
  useEffect(() => {
    let made: string | null = null;
    let live = true;
    void addedPhotoUrl(token, fileName)
      .catch(() => null)
      .then((read) => {
        made = read;
        if (live) setUrl(read);
        else if (read) URL.revokeObjectURL(read);
      });
    return () => {
      live = false;
      if (made) URL.revokeObjectURL(made);
    };
  }, [token, fileName]);
  if (url === undefined) return <p className="mt-2 text-sm text-slate-700">{t('loadingPhoto')}</p>;
  if (url === null) return <p className="mt-2 text-sm text-slate-700">{t('photoNotShown')}</p>;
  return (
    <div className="mt-2">
      <PhotoViewer src={url} title={t('addedPhotoTitle', { when })} caption={t('addedPhotoCaption')} />
    </div>
  );
}

export function SubmitterAdditions({ token, additions }: { token: string; additions: readonly SubmitterAddition[] }) {
  const t = useMessages(followMessages);
  const { lang } = useLanguage();
  return (
    <section aria-labelledby="follow-up-additions-heading" className="mt-6" data-testid="follow-up-additions">
      <h3 id="follow-up-additions-heading" className="text-lg font-semibold text-slate-900">
        {t('additionsTitle')}
      </h3>
      <p className="mt-1 text-sm text-slate-700">{t('additionsNote')}</p>
      {additions.length === 0 ? (
        <p className="mt-2 text-slate-700">{t('nothingYet')}</p>
      ) : (
        <ul className="mt-2 space-y-3">
          {additions.map((addition, index) => {
            const when = formatRequestDate(addition.timestamp, lang);
            return (
              <li key={`${addition.timestamp}-${String(index)}`} className="rounded-lg bg-slate-100 p-3">
                <p className="text-sm font-semibold text-slate-800">{t(KIND_LABEL[addition.kind])}</p>
                {addition.text ? (
                  <p className="mt-1 whitespace-pre-line text-slate-900 wrap-anywhere" translate="no">
                    {addition.text}
                  </p>
                ) : null}
                {addition.photo ? <AddedPhoto token={token} fileName={addition.photo} when={when} /> : null}
                <p className="mt-1 text-sm text-slate-700">
                  <time dateTime={addition.timestamp}>{when}</time>
                </p>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
