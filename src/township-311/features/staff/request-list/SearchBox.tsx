/**
 * The list's search box: the text as typed, sent to the view (and the address, replaced rather
 * than added to history) once typing settles. A view reached another way (back, a link, Clear
 * filters) brings its own text, unless it is only the typed text without its spaces.
 */
import { useState } from 'react';
import { can } from '#domain/requests/permissions.ts';
import { MAX_QUERY_LENGTH } from '#domain/requests/staff-list-view.ts';
import { InputField } from '../FormField.tsx';
import { useStaffProfile } from '../staff-profile.ts';
import { useSettled } from './use-settled.ts';

/** The search box hint (docs/product.md#311-staff-portal), for roles that may not see callers. */
const SEARCH_HINT =
  'Searches the ID, category, address and description for words starting with each word you type (two or more letters or digits).';
/** The hint for roles that may see submitter information (viewSubmitterInfo), whose search finds callers too. */
const CALLER_SEARCH_HINT =
  "Searches the ID, category, address and description, or the caller's name, e-mail and phone (any format), for words starting with each word you type (two or more letters or digits).";

export function SearchBox({ q, onSearch }: { q: string; onSearch: (q: string) => void }) {
  const { role } = useStaffProfile();
  const [text, setText] = useState(q);
  const [seen, setSeen] = useState(q);
  if (q !== seen) {
    setSeen(q);
    if (q !== text.trim()) setText(q);
  }
  useSettled(text.trim(), q, onSearch);
  return (
    <div role="search" aria-label="Requests" className="max-w-md">
      <InputField
        id="request-filter"
        label="Filter requests"
        type="search"
        value={text}
        maxLength={MAX_QUERY_LENGTH}
        onChange={(event) => {
          setText(event.target.value);
        }}
        aria-describedby="request-filter-hint"
      >
        <p id="request-filter-hint" className="mt-1 text-sm text-slate-700">
          {can(role, 'viewSubmitterInfo') ? CALLER_SEARCH_HINT : SEARCH_HINT}
        </p>
      </InputField>
    </div>
  );
}
