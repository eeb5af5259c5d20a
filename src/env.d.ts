/// <reference types="astro/client" />

interface ImportMetaEnv {
  /** Contact provider endpoint, from content/site.json unless CONTACT_FORM_ENDPOINT is set at build time. */
  readonly CONTACT_FORM_ENDPOINT: string;
}
