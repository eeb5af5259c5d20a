/**
 * What the submitter added to their request (docs/product.md#311-the-submitters-private-link),
 * shown only on their private page: their information, their "not fixed" notes and the photos
 * they added, which have no public address and are read with the link's token.
 */
import { useEffect, useState } from 'react';
import { formatRequestDate } from '#domain/requests/format-date.ts';
import type { SubmitterAddition } from '#domain/requests/submitter-view.ts';
import { PhotoViewer } from '../../ui/PhotoViewer.tsx';
import { addedPhotoUrl } from './follow-api.ts';

const KIND_LABEL = { information: 'Information you added', 'not-fixed': 'You said it is not fixed' } as const;

/** A photo read through the private link, shown once its bytes are here. */
function AddedPhoto({ token, fileName, when }: { token: string; fileName: string; when: string }) {
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
  if (url === undefined) return <p className="mt-2 text-sm text-slate-700">Loading your photo…</p>;
  if (url === null) return <p className="mt-2 text-sm text-slate-700">Your photo could not be shown.</p>;
  return (
    <div className="mt-2">
      <PhotoViewer src={url} title={`Photo you added, ${when}`} caption="Added later by you" />
    </div>
  );
}

export function SubmitterAdditions({ token, additions }: { token: string; additions: readonly SubmitterAddition[] }) {
  return (
    <section aria-labelledby="follow-up-additions-heading" className="mt-6" data-testid="follow-up-additions">
      <h3 id="follow-up-additions-heading" className="text-lg font-semibold text-slate-900">
        What you added
      </h3>
      <p className="mt-1 text-sm text-slate-700">Only you and township staff see this.</p>
      {additions.length === 0 ? (
        <p className="mt-2 text-slate-700">Nothing yet.</p>
      ) : (
        <ul className="mt-2 space-y-3">
          {additions.map((addition, index) => {
            const when = formatRequestDate(addition.timestamp);
            return (
              <li key={`${addition.timestamp}-${String(index)}`} className="rounded-lg bg-slate-100 p-3">
                <p className="text-sm font-semibold text-slate-800">{KIND_LABEL[addition.kind]}</p>
                {addition.text ? (
                  <p className="mt-1 whitespace-pre-line text-slate-900 wrap-anywhere">{addition.text}</p>
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
