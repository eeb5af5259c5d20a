/**
 * The ResponseTemplateStore contract: groups by category (null: any category) read in title
 * order, the group's bound and unique titles checked in the write (also when an edit moves a
 * template to another group), edits keeping createdAt and naming their author, deletes, and
 * writes racing for the last place in a group. The stores get a clock of the test's own.
 */
import { describe, expect, it } from 'vitest';
import type { NewResponseTemplate, Stores } from '../../../storage/ports.ts';
import { withClockedStores, type MakeClockedStores, type TestClock } from './fixtures.ts';

const morgan = { id: 'm1', name: 'Morgan Manager' };
const ada = { id: 'a1', name: 'Ada Admin' };

const draft = (overrides: Partial<NewResponseTemplate> = {}): NewResponseTemplate => ({
  category: 'Graffiti',
  title: 'Crew booked',
  text: 'A crew will remove the paint this week.',
  by: morgan,
  ...overrides,
});

/**
 * `isolated`: whether the backend isolates transactions. The in-process Firestore emulator does
 * not (its transaction ids are dummies), so the race is checked on SQLite and the official
 * Firestore emulator, and reported as skipped on the in-process one.
 */
export function runResponseTemplateStoreContract(
  name: string,
  makeStores: MakeClockedStores,
  { isolated = true }: { isolated?: boolean } = {},
): void {
  describe(`ResponseTemplateStore contract: ${name}`, () => {
    const withClock = (fn: (stores: Stores, clock: TestClock) => Promise<void>) => withClockedStores(makeStores, fn);
    const created = async (stores: Stores, overrides: Partial<NewResponseTemplate> = {}) => {
      const write = await stores.responseTemplates.create(draft(overrides), 20);
      if (!write.ok) throw new Error(`create refused: ${write.reason}`);
      return write.template;
    };

    it('creates a template in its group, stamped and signed', () =>
      withClock(async (stores) => {
        const template = await created(stores);
        expect(template).toEqual({
          id: expect.any(String) as string,
          category: 'Graffiti',
          title: 'Crew booked',
          text: 'A crew will remove the paint this week.',
          createdAt: '2026-11-21T14:00:00.000Z',
          updatedAt: '2026-11-21T14:00:00.000Z',
          updatedBy: morgan,
        });
        expect(await stores.responseTemplates.get(template.id)).toEqual(template);
        expect(await stores.responseTemplates.get('no-such-template')).toBeNull();
        expect(await stores.responseTemplates.get('a/b')).toBeNull();
      }));

    it('lists one group at a time, by title whatever the case', () =>
      withClock(async (stores) => {
        expect(await stores.responseTemplates.list('Graffiti')).toEqual([]);
        const b = await created(stores, { title: 'beta' });
        const a = await created(stores, { title: 'Alpha' });
        const general = await created(stores, { category: null, title: 'Thanks' });
        const other = await created(stores, { category: 'Pothole/Road Damage', title: 'Patched' });
        expect(await stores.responseTemplates.list('Graffiti')).toEqual([a, b]);
        expect(await stores.responseTemplates.list(null)).toEqual([general]);
        expect(await stores.responseTemplates.list('Pothole/Road Damage')).toEqual([other]);
        expect(await stores.responseTemplates.list('Other')).toEqual([]);
      }));

    it('refuses a title the group has (any case), but not one another group has', () =>
      withClock(async (stores) => {
        await created(stores);
        expect(await stores.responseTemplates.create(draft({ title: 'CREW BOOKED' }), 20)).toEqual({
          ok: false,
          reason: 'duplicate',
        });
        expect((await stores.responseTemplates.create(draft({ category: null }), 20)).ok).toBe(true);
        expect(await stores.responseTemplates.list('Graffiti')).toHaveLength(1);
      }));

    it('refuses a template past the group’s bound', () =>
      withClock(async (stores) => {
        await created(stores, { title: 'One' });
        await created(stores, { title: 'Two' });
        expect(await stores.responseTemplates.create(draft({ title: 'Three' }), 2)).toEqual({
          ok: false,
          reason: 'full',
        });
        expect((await stores.responseTemplates.create(draft({ title: 'Three', category: 'Other' }), 2)).ok).toBe(true);
        expect(await stores.responseTemplates.list('Graffiti')).toHaveLength(2);
      }));

    it('edits a template: new fields, time and author, the same id and createdAt', () =>
      withClock(async (stores, clock) => {
        const template = await created(stores);
        clock.at = new Date('2026-11-22T09:30:00.000Z');
        const write = await stores.responseTemplates.update(
          template.id,
          draft({ title: 'Paint removed', text: 'The paint is gone.', by: ada }),
          20,
        );
        const edited = {
          ...template,
          title: 'Paint removed',
          text: 'The paint is gone.',
          updatedAt: '2026-11-22T09:30:00.000Z',
          updatedBy: ada,
        };
        expect(write).toEqual({ ok: true, template: edited });
        expect(await stores.responseTemplates.get(template.id)).toEqual(edited);
      }));

    it('checks an edit in the group it moves to, and not against itself', () =>
      withClock(async (stores) => {
        const mine = await created(stores, { title: 'Thanks' });
        await created(stores, { category: null, title: 'Thanks' });
        await created(stores, { category: 'Other', title: 'One' });
        await created(stores, { category: 'Other', title: 'Two' });
        const keep = await stores.responseTemplates.update(mine.id, draft({ title: 'thanks' }), 2);
        expect(keep.ok && keep.template.title).toBe('thanks');
        expect(await stores.responseTemplates.update(mine.id, draft({ category: null, title: 'Thanks' }), 20)).toEqual({
          ok: false,
          reason: 'duplicate',
        });
        expect(await stores.responseTemplates.update(mine.id, draft({ category: 'Other', title: 'New' }), 2)).toEqual({
          ok: false,
          reason: 'full',
        });
        const moved = await stores.responseTemplates.update(mine.id, draft({ category: null, title: 'Thank you' }), 20);
        expect(moved.ok && moved.template.category).toBeNull();
        expect(await stores.responseTemplates.list('Graffiti')).toEqual([]);
        expect((await stores.responseTemplates.list(null)).map((t) => t.title)).toEqual(['Thank you', 'Thanks']);
      }));

    it('answers not-found for editing an unknown template, and creates nothing', () =>
      withClock(async (stores) => {
        expect(await stores.responseTemplates.update('no-such-template', draft(), 20)).toEqual({
          ok: false,
          reason: 'not-found',
        });
        expect(await stores.responseTemplates.update('a/b', draft(), 20)).toEqual({ ok: false, reason: 'not-found' });
        expect(await stores.responseTemplates.list('Graffiti')).toEqual([]);
      }));

    it('deletes a template once', () =>
      withClock(async (stores) => {
        const template = await created(stores);
        expect(await stores.responseTemplates.delete(template.id)).toBe(true);
        expect(await stores.responseTemplates.delete(template.id)).toBe(false);
        expect(await stores.responseTemplates.delete('a/b')).toBe(false);
        expect(await stores.responseTemplates.get(template.id)).toBeNull();
        expect(await stores.responseTemplates.list('Graffiti')).toEqual([]);
      }));

    it.skipIf(!isolated)('lets only one of two writes racing for the last place in a group in', () =>
      withClock(async (stores) => {
        await created(stores, { title: 'One' });
        const writes = await Promise.all([
          stores.responseTemplates.create(draft({ title: 'Two' }), 2),
          stores.responseTemplates.create(draft({ title: 'Three' }), 2),
        ]);
        expect(writes.filter((write) => write.ok)).toHaveLength(1);
        expect(writes.filter((write) => !write.ok)).toEqual([{ ok: false, reason: 'full' }]);
        expect(await stores.responseTemplates.list('Graffiti')).toHaveLength(2);
      }),
    );
  });
}
