import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staticSite } from './static-site.ts';

let root: string;
const app = new Hono();

function put(relative: string, title: string) {
  const path = join(root, relative);
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, `<!doctype html><title>${title}</title>`);
}

beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'static-site-'));
  put('index.html', 'Home');
  put('election/index.html', 'Election');
  put('404.html', 'Not found');
  put('project-not-found/index.html', 'Project not found');
  put('es/index.html', 'Inicio');
  put('es/election/index.html', 'Elecciones');
  put('es/404/index.html', 'No encontrada');
  put('es/project-not-found/index.html', 'Proyecto no encontrado');
  put('311/index.html', '311');
  put('311/staff/index.html', '311 staff');
  put('311/app/index.html', '311 app');
  put('311/ko/index.html', '311 ko');
  put('311/ko/staff/index.html', '311 ko staff');
  put('311/ko/app/index.html', '311 ko app');
  put('311/en-xa/index.html', '311 pseudo');
  put('favicon.svg', 'icon');
  app.on(['GET', 'HEAD'], '*', staticSite({ root, languages: ['en', 'es', 'zh-Hans', 'ko', 'hi'] }));
});

afterAll(() => {
  rmSync(root, { recursive: true, force: true });
});

const get = (path: string, headers: Record<string, string> = {}, method = 'GET') =>
  app.request(`http://coalition.test${path}`, { method, headers });
const title = async (res: Response) => /<title>(.*)<\/title>/.exec(await res.text())?.[1];

describe('page addresses by language', () => {
  it('sends a first visit to the browser’s language, varying by language and cookie', async () => {
    const res = await get('/election?x=1', { 'Accept-Language': 'es-419,es;q=0.9' });
    expect(res.status).toBe(302);
    expect(res.headers.get('Location')).toBe('/es/election?x=1');
    expect(res.headers.get('Vary')).toBe('Accept-Language, Cookie');
  });

  it('follows the chosen language, and English when English was chosen', async () => {
    expect((await get('/', { Cookie: 'lang=es' })).headers.get('Location')).toBe('/es');
    const english = await get('/', { Cookie: 'lang=en', 'Accept-Language': 'es' });
    expect(english.status).toBe(200);
    expect(await title(english)).toBe('Home');
    expect(english.headers.get('Vary')).toContain('Accept-Language, Cookie');
  });

  it('serves English to a crawler, a HEAD request and assets, and never redirects the 311 app', async () => {
    expect((await get('/election')).status).toBe(200);
    expect((await get('/election', { Cookie: 'lang=es' }, 'HEAD')).status).toBe(200);
    expect((await get('/favicon.svg', { Cookie: 'lang=es' })).status).toBe(200);
    expect(await title(await get('/311', { Cookie: 'lang=es', 'Accept-Language': 'es' }))).toBe('311');
    expect(await title(await get('/311/track/A', { Cookie: 'lang=es', 'Accept-Language': 'es' }))).toBe('311 app');
  });

  it('serves a language’s pages, and its not-found pages for its unknown addresses', async () => {
    expect(await title(await get('/es/election', { 'Accept-Language': 'ko' }))).toBe('Elecciones');
    const missing = await get('/es/nowhere');
    expect(missing.status).toBe(404);
    expect(await title(missing)).toBe('No encontrada');
    expect(await title(await get('/es/projects/nowhere'))).toBe('Proyecto no encontrado');
    expect(await title(await get('/ko/nowhere'))).toBe('Not found');
  });
});

describe('the 311 app in a language', () => {
  it('serves the language’s page for its addresses, else the English one', async () => {
    expect(await title(await get('/311/ko'))).toBe('311 ko');
    expect(await title(await get('/311/ko/track/ABC'))).toBe('311 ko app');
    expect(await title(await get('/311/en-xa'))).toBe('311 pseudo');
    expect(await title(await get('/311/es'))).toBe('311');
    expect(await title(await get('/311/es/stats'))).toBe('311 app');
  });

  it('paints the report form at the root, the staff notice for staff screens, and the other notice elsewhere', async () => {
    expect(await title(await get('/311'))).toBe('311');
    for (const path of ['/311/staff', '/311/staff/requests/abc', '/311/login'])
      expect(await title(await get(path)), path).toBe('311 staff');
    for (const path of ['/311/ko/staff/map', '/311/ko/login'])
      expect(await title(await get(path)), path).toBe('311 ko staff');
    for (const path of ['/311/stats', '/311/nowhere/at/all', '/311/staffing'])
      expect(await title(await get(path)), path).toBe('311 app');
  });

  it('does the same on a 311 host', async () => {
    const on311 = (path: string) =>
      app.request(`http://311.township.test${path}`, { headers: { Host: '311.township.test' } });
    expect(await title(await on311('/'))).toBe('311');
    expect(await title(await on311('/ko'))).toBe('311 ko');
    expect(await title(await on311('/ko/track/ABC'))).toBe('311 ko app');
    expect(await title(await on311('/track/ABC'))).toBe('311 app');
    expect(await title(await on311('/staff/users'))).toBe('311 staff');
    expect(await title(await on311('/ko/login'))).toBe('311 ko staff');
  });
});
