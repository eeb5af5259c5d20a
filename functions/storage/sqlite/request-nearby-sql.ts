/**
 * RequestStore.nearby and the "I have this problem too" count on SQLite (migration 18): the open
 * requests of a category inside the radius's box are one range of the requests_nearby index, whose
 * WHERE clause the query repeats word for word so SQLite may use it; at most NEARBY_CANDIDATES rows
 * are read, then measured exactly (nearestOpen).
 */
import type { DatabaseSync } from 'node:sqlite';
import { NEARBY_CANDIDATES, nearbyBox, nearestOpen, type NearbyQuery } from '#domain/requests/nearby.ts';
import type { NearbyMatch } from '../ports.ts';
import { fromRow, READ_COLUMNS, type RequestRow } from './request-row.ts';

const LAT = "json_extract(location, '$.lat')";
const LNG = "json_extract(location, '$.lng')";

/** The statement, for the query plan test. */
export const NEARBY_SQL = `SELECT ${READ_COLUMNS}, also_reported FROM requests
  WHERE category = :category AND status IN ('New', 'In Progress')
    AND ${LAT} BETWEEN :south AND :north AND ${LNG} BETWEEN :west AND :east
  LIMIT :limit`;

/** @example nearbyReader(db).nearby({ category: 'Graffiti', lat: 40, lng: -75 }) */
export function nearbyReader(db: DatabaseSync) {
  const nearby = db.prepare(NEARBY_SQL);
  const add = db.prepare('UPDATE requests SET also_reported = also_reported + 1 WHERE id = ? RETURNING also_reported');
  const count = db.prepare('SELECT also_reported FROM requests WHERE id = ?');
  const countOf = (row: unknown) => (row === undefined ? null : (row as { also_reported: number }).also_reported);

  return {
    nearby(query: NearbyQuery): NearbyMatch[] {
      const box = nearbyBox(query);
      const rows = nearby.all({
        category: query.category,
        ...box,
        limit: NEARBY_CANDIDATES,
      }) as unknown as (RequestRow & { also_reported: number })[];
      const counts = new Map(rows.map((row) => [row.id, row.also_reported]));
      return nearestOpen(query, rows.map(fromRow)).map(({ request, distanceMetres }) => ({
        request,
        distanceMetres,
        alsoReported: counts.get(request.id) ?? 0,
      }));
    },
    addAlsoReported: (id: string) => countOf(add.get(id)),
    alsoReported: (id: string) => countOf(count.get(id)),
  };
}
