/**
 * Migration 18 on a database from before it: the requests already stored are found by the nearby
 * check (the index is built over them) with a count of 0, and the check reads one range of that
 * index, never the table.
 */
import { DatabaseSync } from 'node:sqlite';
import { describe, expect, it } from 'vitest';
import { sampleRequest } from '#domain/testing/service-request.ts';
import { migrate } from './database.ts';
import { MIGRATIONS } from './migrations.ts';
import { nearbyReader, NEARBY_SQL } from './request-nearby-sql.ts';
import { insertOldRow } from '../../testing/helpers/old-schema-row.ts';

const home = sampleRequest().location!;

describe('migration 18', () => {
  it('finds the open requests stored before it, with no one counted yet', () => {
    const db = new DatabaseSync(':memory:');
    migrate(
      db,
      MIGRATIONS.filter((migration) => migration.version < 18),
    );
    const insert = (id: string, status: 'In Progress' | 'Resolved', north: number) => {
      insertOldRow(
        db,
        sampleRequest({ id, reference: `R-${id}`, status, location: { lat: home.lat + north, lng: home.lng } }),
      );
    };
    insert('OpenRequest000000000', 'In Progress', 0.0001);
    insert('DoneRequest000000000', 'Resolved', 0.0001);

    migrate(db);
    const reader = nearbyReader(db);
    const answers = reader.nearby({ category: sampleRequest().category, ...home });
    expect(
      answers.map(({ request, distanceMetres, alsoReported }) => [request.id, distanceMetres, alsoReported]),
    ).toEqual([['OpenRequest000000000', 11, 0]]);
    expect(reader.addAlsoReported('OpenRequest000000000')).toBe(1);
    expect(reader.alsoReported('DoneRequest000000000')).toBe(0);
  });

  it('reads one range of the open requests index', () => {
    const db = new DatabaseSync(':memory:');
    migrate(db);
    const plan = db.prepare(`EXPLAIN QUERY PLAN ${NEARBY_SQL}`).all({
      category: 'Graffiti',
      south: 1,
      north: 2,
      west: 3,
      east: 4,
      limit: 200,
    }) as { detail: string }[];
    expect(plan.map((step) => step.detail)).toEqual([
      'SEARCH requests USING INDEX requests_nearby (category=? AND <expr>>? AND <expr><?)',
    ]);
  });
});
