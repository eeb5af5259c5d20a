import { describe, expect, it } from 'vitest';
import { formEntries } from './form-entries.ts';
import { EMPTY_ENTRIES, TEXT_FIELDS, type WizardEntries } from './wizard-entries.ts';

const from = (fields: Record<string, string>) => formEntries((name) => fields[name]);

describe('formEntries', () => {
  it('reads every entry by its field name', () => {
    const entries: WizardEntries = {
      name: 'Ada',
      email: 'ada@example.org',
      phone: '609-555-0100',
      submitterAddress: '1 Main St',
      category: 'Pothole',
      description: 'Deep.',
      wantsTextAlerts: true,
      issueAddress: '20 Main St',
      location: { lat: 40.28, lng: -74.59 },
    };
    const texts = Object.fromEntries(TEXT_FIELDS.map((name) => [name, entries[name]]));
    expect(from({ ...texts, wantsTextAlerts: 'true', lat: '40.28', lng: '-74.59', language: 'en' })).toEqual(entries);
  });

  it('leaves missing and malformed fields empty', () => {
    expect(from({})).toEqual(EMPTY_ENTRIES);
    expect(from({ wantsTextAlerts: 'yes', lat: '40', lng: '' }).location).toBeNull();
    expect(from({ wantsTextAlerts: 'yes' }).wantsTextAlerts).toBe(false);
    expect(from({ lat: '95', lng: '10' }).location).toBeNull();
    expect(from({ lat: 'NaN', lng: '10' }).location).toBeNull();
    expect(from({ lat: '10', lng: '-181' }).location).toBeNull();
  });

  it('bounds what it reads', () => {
    expect(from({ description: 'x'.repeat(20_000) }).description).toHaveLength(10_000);
  });
});
