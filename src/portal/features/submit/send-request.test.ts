import { describe, expect, it } from 'vitest';
import { requestForm } from './send-request.ts';
import { submissionFailedMessage } from './submission-failed.ts';
import { EMPTY_WIZARD } from './wizard-values.ts';

describe.each([
  [
    'Network error',
    'Submission Failed: Network error. Please check your inputs. (If this persists, please contact support.)',
  ],
  [
    'Please select a location on the map.',
    'Submission Failed: Please select a location on the map. Please check your inputs. (If this persists, please contact support.)',
  ],
])('submissionFailedMessage(%j)', (message, expected) => {
  it('is the spec text', () => {
    expect(submissionFailedMessage(message)).toBe(expected);
  });
});

describe('requestForm', () => {
  const values = {
    ...EMPTY_WIZARD,
    name: 'Ada',
    email: 'ada@example.org',
    category: 'Graffiti',
    description: 'Tags',
    issueAddress: '20 Main St',
    location: { lat: 40.28, lng: -74.59 },
    wantsTextAlerts: true,
  };
  it('sends the fields of docs/api.md, lat and lng apart', () => {
    const form = requestForm(values, null);
    expect(Object.fromEntries(form)).toEqual({
      name: 'Ada',
      email: 'ada@example.org',
      phone: '',
      submitterAddress: '',
      category: 'Graffiti',
      description: 'Tags',
      issueAddress: '20 Main St',
      lat: '40.28',
      lng: '-74.59',
      // No phone: no text alerts, whatever the checkbox said.
      wantsTextAlerts: 'false',
    });
  });
  it('adds the photo and keeps text alerts with a phone', () => {
    const photo = new File([new Uint8Array([1, 2, 3])], 'p.png', { type: 'image/png' });
    const form = requestForm({ ...values, phone: '609-555-0100' }, photo);
    expect(form.get('wantsTextAlerts')).toBe('true');
    expect(form.get('photo')).toBeInstanceOf(File);
  });
});
