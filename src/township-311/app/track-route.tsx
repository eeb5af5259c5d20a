/** The track screen with its query client: a chunk of its own, loaded when a resident tracks. */
import { TrackScreen } from '../features/track/index.ts';
import { WithQueries } from './with-queries.tsx';

export default function TrackRoute({ id }: { id?: string }) {
  return (
    <WithQueries>
      <TrackScreen id={id} />
    </WithQueries>
  );
}
