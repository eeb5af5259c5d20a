/** The PhotoStore contract: bytes under uploads/{requestId}/{fileName}, unsafe names refused. */
import { describe, expect, it } from 'vitest';
import { newRequest, withStores, type MakeStores } from './fixtures.ts';

export function runPhotoStoreContract(name: string, makeStores: MakeStores): void {
  describe(`PhotoStore contract: ${name}`, () => {
    const stores = withStores(makeStores);
    const bytes = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 0, 255]);

    it('stores bytes under uploads/{requestId}/{fileName} and reads them back', async () => {
      const id = newRequest().id;
      const stored = await stores().photos.put(id, 'photo.jpg', bytes, 'image/jpeg');
      expect(stored.path).toBe(`uploads/${id}/photo.jpg`);
      expect(stored.url).toBe(stores().photos.urlFor(id, 'photo.jpg'));
      expect(stored.url).toContain(id);
      const read = await stores().photos.get(id, 'photo.jpg');
      expect(read?.contentType).toBe('image/jpeg');
      expect([...read!.bytes]).toEqual([...bytes]);
    });

    it('replaces a photo of the same name', async () => {
      const id = newRequest().id;
      await stores().photos.put(id, 'photo.png', bytes, 'image/png');
      await stores().photos.put(id, 'photo.png', new Uint8Array([9]), 'image/png');
      expect([...(await stores().photos.get(id, 'photo.png'))!.bytes]).toEqual([9]);
    });

    it('deletes a photo, and deleting a missing one or a malformed name is no error', async () => {
      const id = newRequest().id;
      await stores().photos.put(id, 'photo-lost.jpg', bytes, 'image/jpeg');
      await stores().photos.put(id, 'photo-kept.jpg', bytes, 'image/jpeg');
      await stores().photos.delete(id, 'photo-lost.jpg');
      expect(await stores().photos.get(id, 'photo-lost.jpg')).toBeNull();
      expect(await stores().photos.get(id, 'photo-kept.jpg')).not.toBeNull();
      await expect(stores().photos.delete(id, 'photo-lost.jpg')).resolves.toBeUndefined();
      await expect(stores().photos.delete(id, '../escape.jpg')).resolves.toBeUndefined();
    });

    it('answers null for a missing photo', async () => {
      expect(await stores().photos.get(newRequest().id, 'photo.jpg')).toBeNull();
    });

    it.each([
      ['../escape.jpg', 'photo'],
      ['photo.jpg', '../../etc'],
      ['.hidden.jpg', 'photo'],
      ['photo.exe', 'photo'],
      ['a/b.jpg', 'photo'],
    ])('refuses the unsafe name %j / %j', async (fileName, which) => {
      const id = which === 'photo' ? newRequest().id : which;
      await expect(stores().photos.put(id, fileName, bytes, 'image/jpeg')).rejects.toThrow();
      expect(await stores().photos.get(id, fileName)).toBeNull();
    });

    it('refuses a type that is not an image', async () => {
      await expect(stores().photos.put(newRequest().id, 'photo.jpg', bytes, 'text/html')).rejects.toThrow();
    });
  });
}
