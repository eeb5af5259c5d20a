/**
 * The discovery file: where this server's endpoint is, which version of the standard it speaks,
 * who to contact and how to get a key. `changeset` moves only when the API itself changes, so
 * clients that cache the discovery file know when to read it again.
 */
import { CONTENT_TYPES } from './format.ts';

/** When this API last changed; bump it with every change clients should notice. */
export const OPEN311_CHANGESET = '2026-11-21T00:00:00-05:00';

const GEOREPORT_V2_SPECIFICATION = 'http://wiki.open311.org/GeoReport_v2';

/** Where the API lives below the site's origin (app.ts mounts it here under /api). */
const OPEN311_PATH = '/api/open311/v2';

type Open311Discovery = {
  changeset: string;
  contact: string;
  key_service: string;
  endpoints: {
    specification: string;
    url: string;
    changeset: string;
    type: 'production' | 'test';
    formats: string[];
  }[];
};

interface DiscoverySettings {
  /** The site's public origin, without a trailing slash. */
  siteUrl: string;
  /** Who answers questions about the API (content/site.json). */
  organisation: string;
  email: string;
}

/**
 * @example discovery({ siteUrl: 'https://example.org', organisation: 'Example', email: 'a@example.org' }).endpoints[0].url
 * // 'https://example.org/api/open311/v2'
 */
export function discovery(settings: DiscoverySettings): Open311Discovery {
  return {
    changeset: OPEN311_CHANGESET,
    contact: `${settings.organisation}, ${settings.email}`,
    key_service:
      'Reading needs no key. To submit requests, ask for an API key: the township 311 administrators ' +
      `create one in User Management (Open311 API keys). Write to ${settings.email}.`,
    endpoints: [
      {
        specification: GEOREPORT_V2_SPECIFICATION,
        url: `${settings.siteUrl}${OPEN311_PATH}`,
        changeset: OPEN311_CHANGESET,
        type: 'production',
        // The media types without their charset, as the standard lists them.
        formats: [CONTENT_TYPES.xml.split(';')[0]!, CONTENT_TYPES.json.split(';')[0]!],
      },
    ],
  };
}
