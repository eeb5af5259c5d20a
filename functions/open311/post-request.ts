/**
 * An Open311 POST turned into the resident form's submission, so it runs the same pipeline
 * (triage, photo upload and analysis, the request and its submitter info in one write,
 * notifications), and the reply the standard asks for. What only staff should see (which API key
 * sent it, a photo link the client gave) goes into internal notes; the request's public history
 * keeps its single first entry, `Request Submitted` by `Resident`.
 */
import type { InternalNote } from '#domain/requests/request-schemas.ts';
import type { ApiKey } from '../storage/ports.ts';
import type { PreparedPhoto } from '../services/prepare-photo.ts';
import { trackingUrl } from '../notify/links.ts';
import { submitRequest, type SubmitInput } from '../services/submit-request.ts';
import type { Open311Value } from './format.ts';
import type { Open311Submission } from './post-input.ts';

/** The author of the notes an Open311 submission leaves for staff. */
const OPEN311_NOTE_USER = 'Open311';

/**
 * The address stored for a request given only a map point: its coordinates, five decimals (about
 * a metre), so staff lists and the public view always have something to show.
 * @example coordinatesAddress({ lat: 40.2809, lng: -74.5912 }) // '40.28090, -74.59120'
 */
export function coordinatesAddress(location: { lat: number; lng: number }): string {
  return `${location.lat.toFixed(5)}, ${location.lng.toFixed(5)}`;
}

const note = (text: string, at: Date): InternalNote => ({
  timestamp: at.toISOString(),
  text,
  user: OPEN311_NOTE_USER,
  userId: null,
});

/**
 * The staff notes of an Open311 submission: the key it came with, and a photo link (never fetched,
 * never shown publicly) when the client sent one.
 * @example open311Notes(submission, key, now).map((n) => n.text)
 * // ['Submitted through Open311 (City data portal, key o311_abc…).', 'Photo link sent by an Open311 client (not checked): https://…']
 */
export function open311Notes(submission: Open311Submission, apiKey: ApiKey, at: Date): InternalNote[] {
  const notes = [note(`Submitted through Open311 (${apiKey.label}, key ${apiKey.prefix}…).`, at)];
  if (submission.mediaUrl) {
    notes.push(note(`Photo link sent by an Open311 client (not checked): ${submission.mediaUrl}`, at));
  }
  return notes;
}

/**
 * The resident form's input for an Open311 submission.
 * @example toSubmitInput(submission, key, now).issueAddress // '40.28090, -74.59120' without address_string
 */
export function toSubmitInput(submission: Open311Submission, apiKey: ApiKey, at: Date): SubmitInput {
  if (submission.address === null && submission.location === null) {
    throw new Error('An Open311 submission has neither an address nor a map point.');
  }
  return {
    name: submission.name,
    email: submission.email,
    phone: submission.phone,
    submitterAddress: '',
    category: submission.service.category,
    description: submission.description,
    wantsTextAlerts: submission.textAlerts && submission.phone !== '',
    issueAddress: submission.address ?? coordinatesAddress(submission.location!),
    location: submission.location,
    extraNotes: open311Notes(submission, apiKey, at),
    // GeoReport v2 has no language field: its messages go out in English.
    language: 'en',
  };
}

type PostDeps = Parameters<typeof submitRequest>[0];

/**
 * Files the request through the submit pipeline and returns its id.
 * @example const { id } = await submitOpen311Request(deps, submission, apiKey, photo);
 */
export function submitOpen311Request(
  deps: PostDeps,
  submission: Open311Submission,
  apiKey: ApiKey,
  photo?: PreparedPhoto,
): Promise<{ id: string }> {
  return submitRequest(deps, toSubmitInput(submission, apiKey, deps.clock()), photo);
}

/**
 * The standard's reply to a POST: a one-item list with the new id, a notice with the tracking
 * link, and account_id (we keep no accounts, so it is empty).
 * @example postReply('https://311.example.org', 'abc')
 * // [{ service_request_id: 'abc', service_notice: 'Thank you. ... https://311.example.org/track/abc', account_id: null }]
 */
export function postReply(appUrl: string, id: string): Open311Value {
  return [
    {
      service_request_id: id,
      service_notice: `Thank you. The request has been received; follow it at ${trackingUrl(appUrl, id)}`,
      account_id: null,
    },
  ];
}

/** Root element of the POST reply in XML. */
export const POST_REPLY_ROOT = 'service_requests';
