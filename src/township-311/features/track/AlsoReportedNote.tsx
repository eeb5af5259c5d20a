/**
 * "{n} residents have reported this too" on a looked-up request's card
 * (docs/product.md#311-already-reported): read once per request shown; nothing while the count is
 * 0 or unknown.
 */
import { useEffect, useState } from 'react';
import { cardMessages } from '#domain/messages-311/card-english.ts';
import { useMessages } from '../../lib/i18n.tsx';
import { alsoReportedCount } from '../nearby/index.ts';

export function AlsoReportedNote({ requestId }: { requestId: string }) {
  const t = useMessages(cardMessages);
  // Kept with the id it was read for, so another request's count never shows.
  const [read, setRead] = useState<{ id: string; count: number } | null>(null);
  const count = read?.id === requestId ? read.count : 0;
  useEffect(() => {
    let current = true;
    alsoReportedCount(requestId).then(
      (found) => {
        if (current) setRead({ id: requestId, count: found });
      },
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [requestId]);
  if (count === 0) return null;
  return (
    <p className="mt-4 font-semibold text-slate-900" data-testid="also-reported">
      {t('alsoReported', { count })}
    </p>
  );
}
