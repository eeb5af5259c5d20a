/** "311 in numbers" with its query client: a chunk of its own, loaded when a resident opens it. */
import { PublicStatsScreen } from '../features/stats/index.ts';
import { WithQueries } from './with-queries.tsx';

export default function StatsRoute() {
  return (
    <WithQueries>
      <PublicStatsScreen />
    </WithQueries>
  );
}
