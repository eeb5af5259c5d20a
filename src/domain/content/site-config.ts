import { z } from 'zod';

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
