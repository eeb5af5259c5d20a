/**
 * The rows of "All Public Requests" (docs/product.md#311-tracking-a-request), in the two forms the
 * screen switches between by width with CSS alone (ui/RowCards.tsx): cards below the `md`
 * breakpoint and a table from `md` up.
 */
import { formatRequestDate } from '#domain/requests/format-date.ts';
import { buttonClasses } from '#design/button-classes.ts';
import { rich, useLanguage, useMessages } from '../../lib/i18n.tsx';
import { useTownshipTerms } from '../../lib/township-terms.ts';
import { statusBadgeClasses } from '#design/request-badges.ts';
import { RowCard, RowCards, WIDE_ONLY } from '../../ui/RowCards.tsx';
import type { PublicRow } from './public-list.ts';
import { trackMessages } from '#domain/messages-311/track-english.ts';
import { useRequestTerms } from '../../lib/request-terms.ts';

type RowsProps = { rows: readonly PublicRow[]; onView: (id: string) => void; labelledBy: string };

const headerClasses = 'px-3 py-2 text-left text-sm font-semibold text-slate-900';
const cellClasses = 'px-3 py-2 align-middle text-slate-900';

/** `View`, named for its request for screen readers. */
function ViewButton({ id, onView }: { id: string; onView: (id: string) => void }) {
  const t = useMessages(trackMessages);
  return (
    <button
      type="button"
      className={buttonClasses('secondary', 'sm', 'min-h-11')}
      onClick={() => {
        onView(id);
      }}
    >
      {rich(t, 'view', { id, hidden: (chunks) => <span className="sr-only">{chunks}</span> })}
    </button>
  );
}

/** From `md` up: the table, in a focusable region that scrolls sideways if text is enlarged. */
/** The words of a row in the reader's language. */
function useRowWords() {
  const t = useMessages(trackMessages);
  const { lang } = useLanguage();
  const terms = useTownshipTerms();
  const names = useRequestTerms();
  return {
    t,
    status: names.status,
    category: terms.category,
    date: (value: string) => formatRequestDate(value, lang),
  };
}

export function PublicRequestTable({ rows, onView, labelledBy }: RowsProps) {
  const words = useRowWords();
  const { t } = words;
  return (
    // Relative: the View buttons' screen-reader-only text is absolutely positioned; without a
    // positioned ancestor inside the scrolling box it escapes the box and widens the page.
    <div
      role="region"
      aria-labelledby={labelledBy}
      tabIndex={0}
      className={`relative mt-3 overflow-x-auto rounded-lg border border-slate-300 bg-white focus-visible:outline-3 focus-visible:outline-offset-2 ${WIDE_ONLY}`}
    >
      <table className="w-full min-w-[40rem] border-collapse" aria-labelledby={labelledBy}>
        <thead className="bg-slate-100">
          <tr>
            {[t('status'), t('category'), t('location'), t('submitted'), t('action')].map((label) => (
              <th key={label} scope="col" className={headerClasses}>
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id} className="border-t border-slate-200" data-request-id={row.id}>
              <td className={cellClasses}>
                <span className={statusBadgeClasses(row.status)} data-testid="public-status">
                  {words.status(row.status)}
                </span>
              </td>
              <td className={cellClasses}>{words.category(row.category)}</td>
              <td className={`${cellClasses} wrap-anywhere`} translate="no">
                {row.address}
              </td>
              <td className={`${cellClasses} whitespace-nowrap`}>{words.date(row.createdAt)}</td>
              <td className={cellClasses}>
                <ViewButton id={row.id} onView={onView} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Below `md`: one card a request, as wide as the screen and no wider (RowCards). */
export function PublicRequestCards({ rows, onView, labelledBy }: RowsProps) {
  const words = useRowWords();
  const { t } = words;
  return (
    <RowCards labelledBy={labelledBy} className="mt-3">
      {rows.map((row) => (
        <RowCard
          key={row.id}
          id={row.id}
          title={words.category(row.category)}
          badge={
            <span className={statusBadgeClasses(row.status)} data-testid="public-status">
              <span className="sr-only">{t('statusPrefix')} </span>
              {words.status(row.status)}
            </span>
          }
          fields={[
            { term: t('location'), detail: <span translate="no">{row.address}</span> },
            { term: t('submitted'), detail: words.date(row.createdAt) },
          ]}
          action={<ViewButton id={row.id} onView={onView} />}
        />
      ))}
    </RowCards>
  );
}
