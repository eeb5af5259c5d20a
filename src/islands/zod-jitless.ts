import { z } from 'zod';

// Zod probes `Function('')` to decide whether it may compile faster parsers. Under the site's
// CSP (no 'unsafe-eval') that probe is reported as a violation, so islands run Zod jitless.
z.config({ jitless: true });
