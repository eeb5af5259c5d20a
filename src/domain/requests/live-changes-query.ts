/** The query of both changes endpoints (docs/api.md#live-changes), for the server's validator. */
import { z } from 'zod';
import { MALFORMED_CURSOR_MESSAGE } from './live-changes.ts';

/** A cursor as the feeds hand them out: opaque, URL-safe, short. */
const cursorSchema = z.string().regex(/^[A-Za-z0-9_-]{1,200}$/, MALFORMED_CURSOR_MESSAGE);

export const changesQuerySchema = z.object({ since: cursorSchema.optional() });
