/** Submitters stored before search by caller get their words from the backfill, once. */
import { afterEach, describe, expect, it } from 'vitest';
import { newRequest } from '../../testing/contracts/storage/fixtures.ts';
import { firebaseTestOptions } from '../../testing/helpers/firebase-test-stores.ts';
import { openFirebaseApp } from './firebase-app.ts';
import { openFirebaseStores } from './firebase-stores.ts';
import { backfillCallerWords } from './firestore-caller-search.ts';
import { SUBMITTER_INFO } from './firestore-submitter-info-store.ts';

const opened: { close(): Promise<void> }[] = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((each) => each.close()));
});

describe('backfillCallerWords', () => {
  it('makes a submitter stored without search words findable, and writes nothing the second time', async () => {
    const options = firebaseTestOptions();
    const stores = await openFirebaseStores(options);
    const raw = openFirebaseApp(options);
    opened.push(stores, raw);
    const request = await stores.requests.create(newRequest());
    const info = {
      name: 'Ana Becker',
      email: 'ana@example.org',
      phone: '(609) 555-0199',
      address: '',
      wantsTextAlerts: false,
    };
    await stores.submitterInfo.put(request.id, info);
    await raw.db.collection(SUBMITTER_INFO).doc(request.id).update({ searchWords: [] });
    const filter = { words: ['becker'], searchSubmitters: true };
    expect(await stores.requests.count(filter)).toBe(0);

    expect(await backfillCallerWords(raw.db, 1)).toBe(1);
    expect(await stores.requests.count(filter)).toBe(1);
    expect(await stores.requests.count({ words: ['5550199'], searchSubmitters: true })).toBe(1);
    expect(await stores.submitterInfo.get(request.id)).toMatchObject(info);
    expect(await backfillCallerWords(raw.db, 1)).toBe(0);
  });
});
