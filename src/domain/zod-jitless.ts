import { config } from 'zod/mini';

// Zod probes `Function('')` to decide whether it may compile faster parsers. Under the site's
// CSP (no 'unsafe-eval') that probe is reported as a violation, so the site's islands and the 311
// app run Zod jitless (both import this file first). Imported from zod/mini so no browser bundle pulls in classic zod.
config({ jitless: true });
