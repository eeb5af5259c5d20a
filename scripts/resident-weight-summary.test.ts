import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { gzipSize, kib, summariseScripts, type LoadedScript } from './resident-weight-summary.ts';

const script = (name: string, text: string, transferBytes = 10): LoadedScript => ({
  url: `http://127.0.0.1:4391/_astro/${name}`,
  transferBytes,
  body: Buffer.from(text),
});

describe('summariseScripts', () => {
  const app = script('PortalApp.abc123.js', 'export const a = 1;'.repeat(50), 120);
  const react = script('client.def456.js', 'function r(){}'.repeat(80), 300);

  it('adds up gzip, transfer and decoded sizes', () => {
    const summary = summariseScripts([app, react]);
    expect(summary.scripts).toBe(2);
    expect(summary.gzipBytes).toBe(gzipSize(app.body) + gzipSize(react.body));
    expect(summary.transferBytes).toBe(420);
    expect(summary.decodedBytes).toBe(app.body.length + react.body.length);
    expect(summary.withinBudget).toBe(true);
    const sizes = summary.files.map((file) => file.gzipBytes);
    expect(sizes).toEqual([...sizes].sort((a, b) => b - a));
    expect(summary.files.map((file) => file.name).sort()).toEqual(['PortalApp.abc123.js', 'client.def456.js']);
  });

  it.each([
    ['the staff route chunk', script('staff-route.DS9yPXd2.js', 'x'), 'staffChunks'],
    ['the staff sign-in chunk', script('firebase-sign-in.BZmQyFVW.js', 'x'), 'staffChunks'],
    ['a maps library chunk', script('react-google-maps.1a2b.js', 'x'), 'mapsScripts'],
    ['the location step chunk', script('LocationStep.1a2b.js', 'x'), 'mapsScripts'],
    ['the open map chunk', script('open-map.CHxXBq6f.js', 'x'), 'mapsScripts'],
    ['the requests map chunk', script('RequestsMap.9z8y.js', 'x'), 'mapsScripts'],
    [
      'a script that loads the maps API',
      script('index.77.js', 'load("https://maps.googleapis.com/maps/api/js")'),
      'mapsScripts',
    ],
  ] as const)('fails the budget when %s is loaded', (_name, loaded, list) => {
    const summary = summariseScripts([app, loaded]);
    expect(summary[list]).toEqual([new URL(loaded.url).pathname.split('/').pop()]);
    expect(summary.withinBudget).toBe(false);
  });

  it('lets maps code through on a map screen, counting its bytes', () => {
    const map = script('OpenMapPicker.1a2b.js', 'x');
    const summary = summariseScripts([app, map], gzipSize(app.body) + gzipSize(map.body), { mapsAllowed: true });
    expect(summary.mapsScripts).toEqual(['OpenMapPicker.1a2b.js']);
    expect(summary.withinBudget).toBe(true);
    expect(summariseScripts([app, map], gzipSize(app.body), { mapsAllowed: true }).withinBudget).toBe(false);
  });

  it('fails the budget when the gzip total is over it', () => {
    expect(summariseScripts([app], gzipSize(app.body) - 1).withinBudget).toBe(false);
    expect(summariseScripts([app], gzipSize(app.body)).withinBudget).toBe(true);
  });
});

describe('gzipSize', () => {
  it('is the level-9 gzip length', () => {
    const body = Buffer.from('hello '.repeat(100));
    expect(gzipSize(body)).toBe(gzipSync(body, { level: 9 }).length);
  });
});

it.each([
  [0, '0.0 KB'],
  [1024, '1.0 KB'],
  [102_400, '100.0 KB'],
  [1536, '1.5 KB'],
])('kib(%d) is %s', (bytes, text) => {
  expect(kib(bytes)).toBe(text);
});
