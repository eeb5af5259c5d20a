/**
 * The nearby check's input and answer (GET /api/requests/nearby, docs/api.md#already-reported):
 * a known category and a point in decimal degrees, checked before any store is asked; each answer
 * carries only public fields.
 */
import * as z from 'zod/mini';
import { categoryNameSchema } from '../township/name-schemas.ts';
import type { Status } from './constants.ts';
import { GEOCODE_MESSAGES } from './geocode-input.ts';
import { coordinate } from './geocode-input-schema.ts';

export const NEARBY_MESSAGES = {
  category: 'category must be one of the township’s categories.',
  notOpen: 'This request is already resolved or closed.',
  rateLimited: 'Too many checks from your connection. Please wait a few minutes and try again.',
} as const;

export const nearbyQuerySchema = z.object({
  category: categoryNameSchema(NEARBY_MESSAGES.category),
  lat: coordinate(GEOCODE_MESSAGES.lat, 90),
  lng: coordinate(GEOCODE_MESSAGES.lng, 180),
});

export type NearbyQueryInput = z.output<typeof nearbyQuerySchema>;

/** One open request near the point, as residents and staff see it in the list. */
export interface NearbyItem {
  id: string;
  reference: string;
  status: Status;
  category: string;
  /** The address as the public list shows it. */
  address: string;
  distanceMetres: number;
  /** How many residents said "I have this problem too". */
  alsoReported: number;
  createdAt: string;
}

/** The answer of an "I have this problem too": the count now, and whether this one was counted. */
export interface AlsoReportedReply {
  count: number;
  counted: boolean;
}
