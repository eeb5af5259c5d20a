/**
 * A request as the standard's GET requests shows it. Built from the public projection
 * (toPublicRequest) plus the few fields the standard names that the resident screens do not
 * show: the map point and the assigned department (a department, never a person), both published
 * on purpose. The submitter's details have no path in here, and neither has anything AI-derived.
 */
import { formatReference } from '#domain/requests/reference.ts';
import { FINISHED_STATUSES, type Status } from '#domain/requests/constants.ts';
import { toPublicRequest } from '#domain/requests/public-view.ts';
import type { ServiceRequest } from '#domain/requests/request-schemas.ts';
import { trackingUrl } from '../notify/links.ts';
import { serviceOfCategory } from './catalogue.ts';
import { requestNotes, type Open311Note } from './request-notes.ts';
import { toZonedIso } from './zoned-iso.ts';

export type Open311Status = 'open' | 'closed';

type Open311Request = {
  service_request_id: string;
  status: Open311Status;
  status_notes: string | null;
  service_name: string;
  service_code: string;
  description: string;
  agency_responsible: string | null;
  service_notice: string | null;
  requested_datetime: string;
  updated_datetime: string;
  expected_datetime: string | null;
  address: string | null;
  address_id: string | null;
  zipcode: string | null;
  lat: number | null;
  long: number | null;
  media_url: string | null;
};

/** The `extensions=true` additions: public fields only. */
type Open311Extensions = {
  notes: Open311Note[];
  extended_attributes: { priority: string; category: string; tracking_url: string };
};

interface RequestViewOptions {
  /** The site's public origin, without a trailing slash: photo links are absolute. */
  siteUrl: string;
  /** The 311 app's public address, for tracking links. */
  appUrl: string;
  extensions: boolean;
}

/**
 * New and In Progress are open; Resolved and Closed are closed.
 * @example open311Status('In Progress') // 'open'
 */
export function open311Status(status: Status): Open311Status {
  return FINISHED_STATUSES.includes(status) ? 'closed' : 'open';
}

/** A photo URL made absolute against the site (stored ones are paths such as /api/uploads/...). */
function absoluteUrl(url: string, siteUrl: string): string | null {
  try {
    return new URL(url, `${siteUrl}/`).href;
  } catch {
    return null;
  }
}

/**
 * One request in the standard's shape, with the extensions when asked for.
 * @example toOpen311Request(request, { siteUrl: 'https://example.org', appUrl: 'https://311.example.org', extensions: false }).status // 'open'
 */
export function toOpen311Request(
  request: ServiceRequest,
  options: RequestViewOptions,
): Open311Request | (Open311Request & Open311Extensions) {
  const shown = toPublicRequest(request);
  const view: Open311Request = {
    service_request_id: shown.id,
    status: open311Status(shown.status),
    // A merged duplicate says where its updates are now (docs/product.md#311-merging-duplicates).
    status_notes: shown.mergedInto
      ? `Merged into ${formatReference(shown.mergedInto.reference)}`
      : (shown.comments[0]?.text ?? null),
    service_name: shown.category,
    service_code: serviceOfCategory(shown.category).code,
    description: shown.description,
    agency_responsible: request.assignedDepartment || null,
    service_notice: null,
    requested_datetime: toZonedIso(shown.createdAt),
    updated_datetime: toZonedIso(shown.lastUpdatedAt),
    // The due date from the published response targets (content/311-service-levels.json), the
    // one residents see as "Expected by". Never the AI's estimate: AI output is advice for staff.
    expected_datetime: toZonedIso(shown.dueAt),
    address: shown.address || null,
    address_id: null,
    zipcode: null,
    lat: request.location?.lat ?? null,
    long: request.location?.lng ?? null,
    media_url: shown.imageUrl ? absoluteUrl(shown.imageUrl, options.siteUrl) : null,
  };
  if (!options.extensions) return view;
  return {
    ...view,
    notes: requestNotes(shown),
    extended_attributes: {
      priority: shown.priority,
      category: shown.category,
      tracking_url: trackingUrl(options.appUrl, shown.id),
    },
  };
}
