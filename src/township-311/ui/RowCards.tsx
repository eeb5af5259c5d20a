/**
 * The phone form of a list of requests: one card a request below the `md` breakpoint (768 px),
 * where every field wraps and the card's action is in reach without scrolling sideways. A list
 * shows these cards and its table side by side in the markup and lets CSS alone pick one
 * (`md:hidden` here, WIDE_ONLY on the table), so the hidden form is `display: none` and screen
 * readers and the tab order meet only the one shown. Used by the public list
 * (docs/product.md#311-tracking-a-request) and the staff lists (docs/product.md#311-staff-portal).
 */
import type { ReactNode } from 'react';
import { useMessages } from '../lib/i18n.tsx';
import { commonMessages } from '#domain/messages-311/common-english.ts';

/** Classes of the table's box: shown from `md` up, where the cards are hidden. */
export const WIDE_ONLY = 'hidden md:block';

/** A field of a card: its term and what it holds. */
export interface CardField {
  term: string;
  detail: ReactNode;
}

/**
 * The cards, a list named by a heading (`labelledBy`) or a label.
 * @example <RowCards labelledBy="heading">{rows.map((row) => <RowCard key={row.id} … />)}</RowCards>
 */
export function RowCards({
  labelledBy,
  label,
  className = '',
  children,
}: {
  labelledBy?: string;
  label?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <ul aria-labelledby={labelledBy} aria-label={label} className={`grid gap-3 md:hidden ${className}`}>
      {children}
    </ul>
  );
}

/** One card: a title line with its badge, the fields as "Term: detail" lines, then the action. */
export function RowCard({
  id,
  title,
  badge,
  fields,
  action,
  className = 'bg-white',
  children,
}: {
  /** The request's id, as `data-request-id` (tests and live updates find the card by it). */
  id: string;
  title: ReactNode;
  badge: ReactNode;
  fields: readonly CardField[];
  action: ReactNode;
  className?: string;
  /** Anything shown under the title line (a mark such as "No longer in this view"). */
  children?: ReactNode;
}) {
  const t = useMessages(commonMessages);
  return (
    <li
      data-request-id={id}
      data-card
      className={`relative min-w-0 rounded-lg border border-slate-300 p-4 ${className}`}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="min-w-0 font-semibold text-slate-900 wrap-anywhere">{title}</div>
        {badge}
      </div>
      {children}
      <dl className="mt-2 grid gap-1 text-sm text-slate-900">
        {fields.map((field) => (
          <div key={field.term}>
            <dt className="inline font-semibold text-slate-700">{t('cardField', { term: field.term })} </dt>
            <dd className="inline wrap-anywhere">{field.detail}</dd>
          </div>
        ))}
      </dl>
      <div className="mt-3">{action}</div>
    </li>
  );
}
