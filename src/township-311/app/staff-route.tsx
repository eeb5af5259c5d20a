/** The staff portal with its query client: a chunk of its own, never loaded by residents. */
import { StaffApp } from '../features/staff/index.ts';
import { WithQueries } from './with-queries.tsx';

export default function StaffRoute() {
  return (
    <WithQueries>
      <StaffApp />
    </WithQueries>
  );
}
