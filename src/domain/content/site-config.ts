import { z } from 'zod';
import { isThreeOneOneHost } from '../three-one-one-host.ts';

/** A tile URL template: http(s), with {z}, {x} and {y} (Leaflet's {s} subdomains and {r} are allowed too). */
const tileUrlSchema = z
  .string()
  .regex(/^https?:\/\/[^\s"'<>]+$/, 'must be an http(s) URL')
  .refine((url) => ['{z}', '{x}', '{y}'].every((part) => url.includes(part)), 'must contain {z}, {x} and {y}');

/**
 * The open map. The defaults are OpenStreetMap's standard tiles, whose tile usage policy asks for
 * the attribution below, visible on the map and linking to the copyright page. A township with its
 * own tile server (or a commercial provider) sets all three.
 */
export const mapConfigSchema = z.object({
  tileUrl: tileUrlSchema.default('https://tile.openstreetmap.org/{z}/{x}/{y}.png'),
  /** Shown on every map, as the tile provider requires. */
  tileAttribution: z.string().min(2).default('© OpenStreetMap contributors'),
  /** Where the attribution links to. */
  tileAttributionUrl: z.url().default('https://www.openstreetmap.org/copyright'),
  /** The deepest zoom the tile source serves. */
  maxZoom: z.int().min(10).max(22).default(19),
});

export type MapConfig = z.infer<typeof mapConfigSchema>;

/** Why a 311 address is refused: it must be where the app is served (the host rule). */
const THREE_ONE_ONE_URL_MESSAGE =
  "must be the 311 app's own address: https://311.{domain} (the app at /) or the site's address followed by /311";

/** Scheme, host (no user part) and path, without query or fragment; z.url() has checked the rest. */
const URL_PARTS = /^https?:\/\/([^/?#@\s]+)([^?#\s]*)$/i;

/**
 * Township 311's public address, for the links in its e-mails and texts: a host whose name starts
 * with "311." (where the app is at /), or any host followed by /311 (where it is elsewhere). No
 * query or fragment; a trailing slash is dropped.
 * @example threeOneOneUrlSchema.parse('https://311.example.org/') // 'https://311.example.org'
 */
export const threeOneOneUrlSchema = z
  .url({ protocol: /^https?$/, error: THREE_ONE_ONE_URL_MESSAGE })
  .refine((value) => {
    const parts = URL_PARTS.exec(value);
    if (!parts) return false;
    const path = parts[2]!.replace(/\/+$/, '');
    return isThreeOneOneHost(parts[1]) ? path === '' : path === '/311';
  }, THREE_ONE_ONE_URL_MESSAGE)
  .transform((value) => value.replace(/\/+$/, ''));

/** Township 311's organisation-specific settings. */
export const threeOneOneConfigSchema = z.object({
  /**
   * Where residents reach the 311 app, e.g. https://311.example.org: every tracking, confirmation
   * and unsubscribe link in a message starts here, never at `siteUrl` (the coalition site). The
   * server's PUBLIC_311_URL overrides it.
   */
  publicUrl: threeOneOneUrlSchema,
});

/** The repository the browser editor at /admin signs in to and commits to. */
export const contentEditorSchema = z.object({
  /** The repository host. */
  backend: z.enum(['github', 'gitlab']),
  /** "owner/name" of the site's repository. */
  repo: z.string().regex(/^[\w.-]+\/[\w.-]+$/, 'write owner/name, e.g. my-coalition/site'),
  /** The branch the site is built from; editors' pull requests go to it. */
  branch: z.string().min(1).default('main'),
  /** The OAuth client's address for sign-in (docs/editing-content.md, A.4); left out: a personal token. */
  authUrl: z.url().optional(),
});

/**
 * The one place for organisation-specific values. Parsed from `content/site.json`
 * by the content collection at build time and by the server at start-up.
 */
export const siteConfigSchema = z.object({
  /** Full organisation name, used as the Home page title and in the header. */
  organisation: z.string().min(2),
  /** Short form of the organisation name for tight spaces (mobile header). */
  shortName: z.string().min(2),
  /** Township name, e.g. used in slate names and page copy. */
  township: z.string().min(2),
  /** State the township is in, for copy such as voter links. */
  state: z.string().min(2),
  /** One-sentence description used in meta tags and the footer. */
  tagline: z.string().min(10),
  /** Public contact e-mail address (mailto links). */
  email: z.email(),
  /** Absolute site URL used for canonical links, e.g. https://example.org */
  siteUrl: z.url(),
  /** Social profiles shown in the footer and on the Contact page. */
  social: z.object({
    facebook: z.url(),
    instagram: z.url(),
    twitter: z.url(),
  }),
  /** The form-forwarding provider that receives contact messages. */
  contactForm: z.object({
    /** Provider submit endpoint (multipart POST). */
    endpoint: z.url(),
    /** Public access key the provider issues for this site. */
    accessKey: z.string().min(8),
  }),
  /**
   * Google Maps JavaScript API key for the 311 location step (a browser key, restricted to this
   * site's addresses in the Google Cloud console). Empty: no map, and residents use the address
   * field and "Use my current location" instead.
   */
  googleMapsApiKey: z.string().default(''),
  /** The open map of the 311 location step, staff and public maps (used when there is no Google key). */
  map: mapConfigSchema.prefault({}),
  /** Township 311: its public address. */
  threeOneOne: threeOneOneConfigSchema,
  /** Where the browser editor at /admin commits (docs/editing-content.md#a-the-browser-editor-at-admin). */
  contentEditor: contentEditorSchema.optional(),
});

export type SiteConfig = z.infer<typeof siteConfigSchema>;

/**
 * The social profiles in display order, with their names and icon keys.
 * @example socialLinks(site)[0] // { name: 'Facebook', href: 'https://www.facebook.com/…', icon: 'facebook' }
 */
export function socialLinks(site: SiteConfig) {
  return [
    { name: 'Facebook', href: site.social.facebook, icon: 'facebook' },
    { name: 'Instagram', href: site.social.instagram, icon: 'instagram' },
    { name: 'Twitter/X', href: site.social.twitter, icon: 'twitter' },
  ] as const;
}
