import { config } from 'zod/mini';

// Zod probes `Function('')` to decide whether it may compile faster parsers. Under the site's
// CSP (no 'unsafe-eval') that probe is reported as a violation, so the app runs Zod jitless (as
// the site's islands do, with their own copy: the app does not import the site). Imported from
// zod/mini so no browser bundle pulls in classic zod.
config({ jitless: true });
