import { describe, expect, it } from 'vitest';
import {
  isTranslationFileName,
  lacks,
  overlayEntry,
  overlayTranslation,
  translationFileName,
} from './translation-overlay.ts';

describe('overlayTranslation', () => {
  const english = {
    title: '2025 Election Hub',
    timeZone: 'America/New_York',
    keyDates: [
      { date: 'Oct 14', event: 'Voter registration deadline', target: '2025-10-14T23:59:59' },
      { date: 'Nov 4', event: 'Election Day', target: '2025-11-04T20:00:00' },
    ],
    voterLinks: [{ label: 'Register Online', url: 'https://example.org/register' }],
  };

  it('puts the translated text in place and keeps the data', () => {
    const { value, missing } = overlayTranslation(english, {
      title: 'Centro electoral 2025',
      timeZone: 'Europe/Madrid',
      keyDates: [{ date: '14 oct', event: 'Fecha límite de inscripción', target: '2030-01-01T00:00:00' }],
      voterLinks: [{ label: 'Inscríbase en línea', url: 'https://elsewhere.example' }],
    });
    expect(value.title).toBe('Centro electoral 2025');
    expect(value.timeZone).toBe('America/New_York');
    expect(value.keyDates[0]).toEqual({
      date: '14 oct',
      event: 'Fecha límite de inscripción',
      target: '2025-10-14T23:59:59',
    });
    expect(value.voterLinks[0]).toEqual({ label: 'Inscríbase en línea', url: 'https://example.org/register' });
    expect(missing).toEqual(['keyDates.1.date', 'keyDates.1.event']);
  });

  it('names every text when there is no translation', () => {
    const { value, missing } = overlayTranslation(english, undefined);
    expect(value).toEqual(english);
    expect(missing).toEqual([
      'title',
      'keyDates.0.date',
      'keyDates.0.event',
      'keyDates.1.date',
      'keyDates.1.event',
      'voterLinks.0.label',
    ]);
  });

  it('keeps the ids of results and forums as data: candidates, offices, icons', () => {
    const results = {
      offices: [
        {
          office: 'Mayor',
          candidates: [
            { candidate: 'marcus-bell', votes: 4871 },
            { name: 'Write-in', votes: 23 },
          ],
        },
      ],
      forumParts: [{ title: 'Part 1', iconType: 'users' }],
    };
    const { value, missing } = overlayTranslation(results, {
      offices: [{ office: 'Alcalde', candidates: [{ candidate: 'otro' }, { name: 'Voto por escrito' }] }],
    });
    expect(value.offices[0]!.office).toBe('Mayor');
    expect(value.offices[0]!.candidates).toEqual([
      { candidate: 'marcus-bell', votes: 4871 },
      { name: 'Voto por escrito', votes: 23 },
    ]);
    expect(missing).toEqual(['forumParts.0.title']);
  });

  it('ignores a translation of the wrong shape and empty strings', () => {
    const { value, missing } = overlayTranslation({ a: 'One', b: ['Two'] }, { a: '  ', b: 'not a list' });
    expect(value).toEqual({ a: 'One', b: ['Two'] });
    expect(missing).toEqual(['a', 'b.0']);
  });

  it("keeps a slate's candidate ids but translates the forum's rules for candidates", () => {
    const { value, missing } = overlayTranslation(
      { slate: { candidates: ['marcus-bell'] }, requirements: { candidates: ['Arrive by 6:30 PM.'] } },
      { slate: { candidates: ['otro'] }, requirements: { candidates: ['Llegue antes de las 18:30.'] } },
    );
    expect(value).toEqual({
      slate: { candidates: ['marcus-bell'] },
      requirements: { candidates: ['Llegue antes de las 18:30.'] },
    });
    expect(missing).toEqual([]);
  });
});

it('overlayEntry takes a Markdown translation’s text and file and keeps the English entry’s data', () => {
  const english = {
    id: 'station',
    collection: 'projects',
    filePath: 'content/projects/station.mdx',
    data: { slug: 'station', title: 'Station', status: 'Concept Phase', image: '/a.svg', featured: true },
  };
  const entry = overlayEntry(english, {
    filePath: 'content/projects/station.es.mdx',
    data: { slug: 'estacion', title: 'Estación', status: 'Fase de concepto', image: '/b.svg', featured: false },
  });
  expect(entry).toEqual({
    id: 'station',
    collection: 'projects',
    filePath: 'content/projects/station.es.mdx',
    data: { slug: 'station', title: 'Estación', status: 'Concept Phase', image: '/a.svg', featured: true },
  });
});

it('lacks reports a missing text at or below a place', () => {
  expect(lacks(['keyDates.1.event'], 'keyDates')).toBe(true);
  expect(lacks(['keyDates.1.event'], 'keyDates.0')).toBe(false);
  expect(lacks(['keyDatesX'], 'keyDates')).toBe(false);
});

it('names translation files and tells them from originals', () => {
  expect(translationFileName('election.json', 'es')).toBe('election.es.json');
  expect(translationFileName('home.md', 'zh-Hans')).toBe('home.zh-Hans.md');
  expect(isTranslationFileName('council-1.es.json')).toBe(true);
  expect(isTranslationFileName('home.zh-Hans.md')).toBe(true);
  expect(isTranslationFileName('council-1.json')).toBe(false);
  expect(isTranslationFileName('denise-kowalski.md')).toBe(false);
});
