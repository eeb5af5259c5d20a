import { describe, expect, it } from 'vitest';
import { AGENCY_LINKS } from '#domain/testing/sample-township.ts';
import { apiKeyFormSchema, cleanForm, open311PostSchema, problemList, wrongRoadMessage } from './post-input.ts';

const valid = { service_code: 'graffiti', address_string: '1 Main St', description: 'Tags on the wall' };

describe('cleanForm', () => {
  it.each([
    [{ a: ' x\u0000y ' }, { a: 'xy' }],
    [{ a: '', b: '  ', c: '\u0007' }, {}],
    [{ a: ['1', '2'] }, { a: ['1', '2'] }],
    [{ a: 'tab\there' }, { a: 'tab here' }],
    [{ address_string: '1 Main St\r\nApt 2\ud800' }, { address_string: '1 Main St Apt 2' }],
    [{ description: 'Hole\r\nby the school\tcrossing\ud800' }, { description: 'Hole\r\nby the school\tcrossing' }],
    [null, {}],
    ['text', {}],
  ])('cleanForm(%j)', (form, expected) => {
    expect(cleanForm(form)).toEqual(expected);
  });
});

describe('open311PostSchema', () => {
  it('turns a minimal form into a submission', () => {
    expect(open311PostSchema.parse(valid)).toMatchObject({
      service: { code: 'graffiti', category: 'Graffiti' },
      location: null,
      address: '1 Main St',
      description: 'Tags on the wall',
      email: '',
      name: '',
      phone: '',
      mediaUrl: null,
      textAlerts: false,
    });
  });

  it('reads coordinates, names, phone and text alerts', () => {
    const parsed = open311PostSchema.parse({
      ...valid,
      address_string: '',
      lat: '40.5',
      long: '-74.25',
      first_name: ' Ada ',
      last_name: '',
      phone: '609 555 0100',
      'attribute[text_alerts]': 'true',
      media_url: 'http://example.org/a.jpg',
    });
    expect(parsed).toMatchObject({
      location: { lat: 40.5, lng: -74.25 },
      address: null,
      name: 'Ada',
      phone: '+16095550100',
      textAlerts: true,
      mediaUrl: 'http://example.org/a.jpg',
    });
  });

  it.each([
    ['+40', 40],
    ['-0.5', -0.5],
    ['.5', 0.5],
    ['90', 90],
  ])('reads lat %s as %d', (lat, expected) => {
    expect(open311PostSchema.parse({ ...valid, lat, long: '0' }).location?.lat).toBe(expected);
  });

  it('lists every problem, even with required fields missing', () => {
    const result = open311PostSchema.safeParse({ long: '200', 'attribute[text_alerts]': 'true' });
    expect(result.success).toBe(false);
    expect(problemList(result.error!.issues)).toEqual([
      'service_code is required.',
      'long must be a number from -180 to 180.',
      'description is required.',
      'lat and long must be sent together.',
      'attribute[text_alerts]=true needs a phone number.',
    ]);
  });

  it('names the agency and its link for a pothole on a county road', () => {
    const result = open311PostSchema.safeParse({
      ...valid,
      service_code: 'pothole-road-damage',
      address_string: 'Old Trenton Rd',
    });
    expect(problemList(result.error!.issues)).toEqual([
      `This appears to be a COUNTY road. Please submit your request directly to the correct agency. ${AGENCY_LINKS.COUNTY.name}: ${AGENCY_LINKS.COUNTY.url}`,
    ]);
    expect(problemList(result.error!.issues)).toEqual([
      wrongRoadMessage({ code: 'wrong_jurisdiction', jurisdiction: 'COUNTY' }),
    ]);
    expect(result.error!.issues[0]).toMatchObject({
      path: ['address_string'],
      params: { code: 'wrong_jurisdiction', jurisdiction: 'COUNTY' },
    });
  });

  it.each(['Address not found', 'Geocode failed: ZERO_RESULTS'])(
    'refuses the lookup message %j as address_string',
    (text) => {
      expect(problemList(open311PostSchema.safeParse({ ...valid, address_string: text }).error!.issues)).toEqual([
        'address_string must describe the place, not repeat a map lookup’s message (“Address not found”, “Geocode failed: …”).',
      ]);
    },
  );

  it('refuses a text in the media field and ignores an empty file input', () => {
    expect(problemList(open311PostSchema.safeParse({ ...valid, media: 'x' }).error!.issues)).toEqual([
      'media must be one file (a photo).',
    ]);
    expect(open311PostSchema.parse({ ...valid, media: new File([], '') }).media).toBeUndefined();
    expect(open311PostSchema.parse({ ...valid, media: new File(['x'], 'a.jpg') }).media).toBeInstanceOf(File);
  });
});

describe('apiKeyFormSchema', () => {
  it.each([[{}], [{ api_key: '' }], [{ api_key: ['a', 'b'] }], [{ api_key: '\u0000' }]])('refuses %j', (form) => {
    expect(apiKeyFormSchema.safeParse(form).success).toBe(false);
  });
  it('reads a trimmed key', () => {
    expect(apiKeyFormSchema.parse({ api_key: ' o311_abc ' })).toEqual({ api_key: 'o311_abc' });
  });
});
