/**
 * The staff portal with its query client: a chunk of its own, never loaded by residents. Its forms
 * check input with Zod, which must run jitless under the page's CSP before any schema is made: the
 * first import sets that. The resident screens use no Zod, so they load none of it.
 */
import '#domain/zod-jitless.ts';
import { StaffApp } from '../features/staff/index.ts';
import { WithQueries } from './with-queries.tsx';

export default function StaffRoute() {
  return (
    <WithQueries>
      <StaffApp />
    </WithQueries>
  );
}
