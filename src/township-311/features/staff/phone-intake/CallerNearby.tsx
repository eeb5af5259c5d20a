/**
 * "Already reported nearby" under phone intake's location (docs/product.md#311-already-reported):
 * open requests of the chosen category near the pin, so the staff member can tell the caller it
 * is known. "Add caller to this request" counts the caller and, when the caller's e-mail is
 * filled in, asks to follow it for them (a confirmation e-mail goes to the caller); "File anyway"
 * closes the list until the category or the point changes.
 */
import { useState } from 'react';
import { buttonClasses } from '#design/button-classes.ts';
import { emailProblem } from '#domain/requests/email-check.ts';
import type { NearbyItem } from '#domain/requests/nearby-input.ts';
import { formatReference } from '#domain/requests/reference.ts';
import { followByEmail, staffAlsoReport, useNearby } from '../../nearby/index.ts';
import type { Point } from '../../location/index.ts';

interface CallerNearbyProps {
  category: string;
  point: Point | null;
  /** The caller's e-mail as typed so far. */
  email: string;
}

const residents = (count: number) => (count === 1 ? '1 resident' : `${String(count)} residents`);

export function CallerNearby({ category, point, email }: CallerNearbyProps) {
  const items = useNearby(category, point, true);
  const place = `${category}|${String(point?.lat)}|${String(point?.lng)}`;
  const [closedAt, setClosedAt] = useState<string | null>(null);
  const [status, setStatus] = useState('');

  const add = async (item: NearbyItem) => {
    const reference = formatReference(item.reference);
    try {
      const { count } = await staffAlsoReport(item.id);
      const canFollow = email.trim() !== '' && emailProblem(email) === null;
      if (canFollow) await followByEmail(item.id, email.trim());
      setStatus(
        `Caller added to ${reference}: ${residents(count)} now. ` +
          (canFollow
            ? 'A confirmation e-mail went to the caller.'
            : 'No e-mail given: read the reference to the caller.'),
      );
    } catch {
      setStatus(`The caller could not be added to ${reference}. Please try again.`);
    }
  };

  return (
    <>
      <p
        id="caller-nearby-status"
        role="status"
        tabIndex={-1}
        className="font-semibold text-slate-900 empty:hidden"
        data-testid="caller-nearby-status"
      >
        {status}
      </p>
      {items.length > 0 && closedAt !== place ? (
        <section aria-labelledby="caller-nearby-title" className="rounded-lg bg-amber-50 p-4 ring-1 ring-amber-300">
          <h3 id="caller-nearby-title" className="font-bold text-slate-900">
            Already reported nearby
          </h3>
          <p className="text-slate-800">Open requests of this category within 50 m of the pin.</p>
          <ul className="mt-2 divide-y divide-amber-200" data-testid="caller-nearby">
            {items.map((item) => (
              <li key={item.id} className="py-2">
                <span className="font-mono font-semibold">{formatReference(item.reference)}</span> · {item.status} ·{' '}
                {item.distanceMetres} m away
                <span className="block text-slate-700 wrap-anywhere">{item.address}</span>
                <button
                  type="button"
                  onClick={() => void add(item)}
                  aria-label={`Add caller to this request: ${formatReference(item.reference)}`}
                  className={buttonClasses('secondary', 'md', 'mt-1')}
                >
                  Add caller to this request
                </button>
              </li>
            ))}
          </ul>
          <button
            type="button"
            onClick={() => {
              setClosedAt(place);
              setStatus('Filing a new request: the nearby ones are not changed.');
              // After the message renders, so focus lands on a visible element.
              requestAnimationFrame(() => {
                document.getElementById('caller-nearby-status')?.focus();
              });
            }}
            className={buttonClasses('secondary', 'md', 'mt-2')}
          >
            File anyway
          </button>
        </section>
      ) : null}
    </>
  );
}
