import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { markup } from '#domain/html/html-text.ts';
import { PLAIN_REGION_END, PLAIN_REGION_START } from '#domain/html/plain-region.ts';
import { builtPagePath, pageShells } from './page-shell.ts';

let root: string;
beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'page-shell-'));
  await mkdir(join(root, '311', 'ko'), { recursive: true });
  await writeFile(
    builtPagePath(root, 'en'),
    `<html lang="en"><head><title>Old</title></head><body><div data-tile-url="https://t.example/{z}/{x}/{y}.png?a=1&amp;b=2" data-max-zoom="18">${PLAIN_REGION_START}old${PLAIN_REGION_END}</div><footer>F</footer></body></html>`,
  );
  await writeFile(builtPagePath(root, 'ko'), '<html lang="ko"><body>no markers</body></html>');
});
afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

describe('pageShells', () => {
  it('replaces the region between the markers and the title, keeping the rest of the built page', async () => {
    const page = await pageShells(root).render({ lang: 'en', title: 'A & B', body: markup`<main>${'<new>'}</main>` });
    expect(page).toBe(
      `<html lang="en"><head><title>A &amp; B</title></head><body><div data-tile-url="https://t.example/{z}/{x}/{y}.png?a=1&amp;b=2" data-max-zoom="18">${PLAIN_REGION_START}<main>&lt;new&gt;</main>${PLAIN_REGION_END}</div><footer>F</footer></body></html>`,
    );
  });

  it('answers a bare page in the language when its built page is missing or has no markers', async () => {
    const errors: string[] = [];
    const shells = pageShells(root, (message) => errors.push(message));
    for (const lang of ['ko', 'es']) {
      const page = await shells.render({ lang, title: 'T', body: markup`<main>x</main>` });
      expect(page).toContain(`<html lang="${lang}" dir="ltr">`);
      expect(page).toContain('<title>T</title>');
      expect(page).toContain('<main>x</main>');
    }
    expect(errors).toEqual(['The built 311 page of es could not be read']);
  });

  it('reads the tile source the build names', async () => {
    expect(await pageShells(root).tiles()).toEqual({
      template: 'https://t.example/{z}/{x}/{y}.png?a=1&b=2',
      maxZoom: 18,
    });
    expect(await pageShells(undefined).tiles()).toBeNull();
  });
});
