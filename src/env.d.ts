/// <reference types="astro/client" />

interface ImportMetaEnv {
  /** Contact provider endpoint, from content/site.json unless CONTACT_FORM_ENDPOINT is set at build time. */
  readonly CONTACT_FORM_ENDPOINT: string;
  /** The open map's tile URL template, from content/site.json unless MAP_TILE_URL is set at build time. */
  readonly MAP_TILE_URL: string;
}
