import { describe, expect, it } from 'vitest';
import type { ApiKey } from '../storage/ports.ts';
import { open311PostSchema } from './post-input.ts';
import { coordinatesAddress, open311Notes, postReply, toSubmitInput } from './post-request.ts';
import { renderOpen311 } from './format.ts';

const at = new Date('2026-11-21T14:00:00Z');
const apiKey: ApiKey = {
  id: 'key-1',
  label: 'City data portal',
  prefix: 'o311_abc',
  createdBy: { id: 'admin-1', name: 'Ada Admin' },
  createdAt: at.toISOString(),
  revokedAt: null,
  lastUsedAt: null,
};
const submission = (form: Record<string, string>) =>
  open311PostSchema.parse({ service_code: 'tree', description: 'Fallen limb', ...form });

describe('coordinatesAddress', () => {
  it.each([
    [{ lat: 40.2809, lng: -74.5912 }, '40.28090, -74.59120'],
    [{ lat: 0, lng: 0 }, '0.00000, 0.00000'],
    [{ lat: -12.345678, lng: 179.999999 }, '-12.34568, 180.00000'],
  ])('coordinatesAddress(%j) is %s', (location, expected) => {
    expect(coordinatesAddress(location)).toBe(expected);
  });
});

describe('toSubmitInput', () => {
  it('maps an address-only submission without reporter details', () => {
    expect(toSubmitInput(submission({ address_string: '3 Oak Ln' }), apiKey, at)).toEqual({
      name: '',
      email: '',
      phone: '',
      submitterAddress: '',
      category: 'Tree Issue',
      description: 'Fallen limb',
      wantsTextAlerts: false,
      issueAddress: '3 Oak Ln',
      location: null,
      // GeoReport v2 has no language field: an Open311 request is English.
      language: 'en',
      extraNotes: [
        {
          timestamp: at.toISOString(),
          text: 'Submitted through Open311 (City data portal, key o311_abc…).',
          user: 'Open311',
          userId: null,
        },
      ],
    });
  });

  it('uses the coordinates as the address and keeps the photo link in a note', () => {
    const input = toSubmitInput(
      submission({ lat: '40.3', long: '-74.6', media_url: 'https://example.org/p.jpg', first_name: 'Al' }),
      apiKey,
      at,
    );
    expect(input).toMatchObject({
      issueAddress: '40.30000, -74.60000',
      location: { lat: 40.3, lng: -74.6 },
      name: 'Al',
    });
    expect(input.extraNotes?.map((note) => note.text)).toEqual([
      'Submitted through Open311 (City data portal, key o311_abc…).',
      'Photo link sent by an Open311 client (not checked): https://example.org/p.jpg',
    ]);
  });

  it('has one note without a photo link', () => {
    expect(open311Notes(submission({ address_string: 'x' }), apiKey, at)).toHaveLength(1);
  });
});

describe('postReply', () => {
  it('renders the standard shape in both formats', () => {
    const reply = postReply('https://311.example.org', 'AbCdEfGhIjKlMnOpQrSt');
    expect(JSON.parse(renderOpen311('json', 'service_requests', reply))).toEqual([
      {
        service_request_id: 'AbCdEfGhIjKlMnOpQrSt',
        service_notice:
          'Thank you. The request has been received; follow it at https://311.example.org/track/AbCdEfGhIjKlMnOpQrSt',
        account_id: null,
      },
    ]);
    expect(renderOpen311('xml', 'service_requests', reply)).toContain(
      '<service_requests><request><service_request_id>AbCdEfGhIjKlMnOpQrSt</service_request_id><service_notice>',
    );
    expect(renderOpen311('xml', 'service_requests', reply)).toMatch(/<account_id\/><\/request><\/service_requests>$/);
  });
});
