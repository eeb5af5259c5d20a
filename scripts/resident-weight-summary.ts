/**
 * The figures of the resident JavaScript weight check: per screen, the scripts the browser
 * loaded, their total gzip size (each body re-compressed at level 9, so the figure does not
 * depend on how the server compressed it), the bytes actually transferred, and whether any
 * staff-portal or maps code was among them.
 */
import { gzipSync } from 'node:zlib';

/** The resident screens' budget before the location step (DESIGN.md, weight bar). */
export const RESIDENT_JS_BUDGET_BYTES = 100 * 1024;
/**
 * The location step's own budget, everything the wizard has loaded by then included: the screens
 * before it, the open map (Leaflet, about 42 KB gzip) and the step's code, with room to spare.
 */
export const LOCATION_STEP_JS_BUDGET_BYTES = 150 * 1024;
/**
 * What a screen may add in another language over its English figure: the runtime and that
 * language's messages (docs/translating.md). Other languages' budgets are relative to English.
 */
export const LANGUAGE_ALLOWANCE_BYTES = 8 * 1024;

/** Chunks residents must never load before the location step: the staff portal (its route and sign-in chunks), maps code. */
const STAFF_CODE = /staff-route|firebase-sign-in/;
const MAPS_CODE =
  /maps\.googleapis\.com|react-google-maps|LocationStep|google-map|OpenMapPicker|open-map|RequestsMap|PointMap|leaflet/i;

export interface LoadedScript {
  url: string;
  /** Bytes on the wire for the body (compressed as sent). */
  transferBytes: number;
  /** The decoded script text. */
  body: Buffer;
}

export interface WeightSummary {
  scripts: number;
  /** Each script by file name, largest first, for finding what to trim. */
  files: { name: string; gzipBytes: number; transferBytes: number }[];
  gzipBytes: number;
  transferBytes: number;
  decodedBytes: number;
  staffChunks: string[];
  mapsScripts: string[];
  withinBudget: boolean;
}

/** Level-9 gzip size of a body. */
export function gzipSize(body: Buffer): number {
  return gzipSync(body, { level: 9 }).length;
}

const fileName = (url: string) => new URL(url).pathname.split('/').pop() ?? url;

/**
 * Totals for one screen. A script is staff or maps code by its address (chunk names come from
 * the module names) or, for maps, by a maps script address inside its text. `mapsAllowed`: the
 * screen is a map's (the location step), where maps code counts only towards the bytes.
 * @example summariseScripts([{ url, transferBytes: 900, body }]).withinBudget // true
 */
export function summariseScripts(
  scripts: readonly LoadedScript[],
  budget = RESIDENT_JS_BUDGET_BYTES,
  { mapsAllowed = false } = {},
): WeightSummary {
  const files = scripts
    .map((script) => ({
      name: fileName(script.url),
      gzipBytes: gzipSize(script.body),
      transferBytes: script.transferBytes,
    }))
    .sort((a, b) => b.gzipBytes - a.gzipBytes);
  const gzipBytes = files.reduce((sum, file) => sum + file.gzipBytes, 0);
  const staffChunks = scripts.filter((script) => STAFF_CODE.test(script.url)).map((script) => fileName(script.url));
  const mapsScripts = scripts
    .filter((script) => MAPS_CODE.test(script.url) || script.body.includes('maps.googleapis.com/maps/api/js'))
    .map((script) => fileName(script.url));
  return {
    scripts: scripts.length,
    files,
    gzipBytes,
    transferBytes: scripts.reduce((sum, script) => sum + script.transferBytes, 0),
    decodedBytes: scripts.reduce((sum, script) => sum + script.body.length, 0),
    staffChunks,
    mapsScripts,
    withinBudget: gzipBytes <= budget && staffChunks.length === 0 && (mapsAllowed || mapsScripts.length === 0),
  };
}

/** Bytes as KiB with one decimal. */
export const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
