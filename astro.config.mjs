// @ts-check
import { defineConfig } from 'astro/config';
import mdx from '@astrojs/mdx';
import react from '@astrojs/react';
import tailwindcss from '@tailwindcss/vite';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { precompressIntegration } from './scripts/precompress.ts';
import { poPlugin } from './scripts/vite-po-plugin.ts';
import { contentTranslationReport } from './scripts/content-translations.ts';

const site = JSON.parse(readFileSync(new URL('./content/site.json', import.meta.url), 'utf8')).site;
/**
 * Google Maps hosts, allowed only when a maps key is configured: the 311 location step then loads
 * the Maps JavaScript API (script, tiles, fonts, styles, geocoding calls). Without a key the page
 * policy names no Google host at all.
 */
const mapsOn = Boolean(site.googleMapsApiKey);
const mapsHosts = mapsOn ? ' https://maps.googleapis.com https://maps.gstatic.com https://*.googleapis.com' : '';
/**
 * Firebase Authentication, for staff sign-in on a Firebase server (the portal loads its SDK only
 * then): the Identity Toolkit and Secure Token APIs, and the Auth emulator when the build is made
 * beside one (FIREBASE_AUTH_EMULATOR_HOST, host:port, as the test command sets it).
 */
const authEmulator = process.env.FIREBASE_AUTH_EMULATOR_HOST;
const firebaseAuthHosts = ` https://identitytoolkit.googleapis.com https://securetoken.googleapis.com${
  authEmulator ? ` http://${authEmulator}` : ''
}`;
/**
 * The open map's tile source (content/site.json `map.tileUrl`, or MAP_TILE_URL at build time, as the
 * browser tests set it to a local tile server). Only its host may serve images to the page.
 */
const tileUrl = process.env.MAP_TILE_URL || site.map?.tileUrl || 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
const tileHost = /^https?:\/\/[^/]+/.exec(tileUrl)?.[0].replace('{s}', '*') ?? '';
/** Build-time override of the contact provider endpoint (browser tests point it at a local fake). */
const formEndpoint = process.env.CONTACT_FORM_ENDPOINT || site.contactForm.endpoint;

export default defineConfig({
  site: site.siteUrl,
  trailingSlash: 'never',
  markdown: { syntaxHighlight: false },
  build: { format: 'directory', inlineStylesheets: 'auto' },
  integrations: [mdx(), react(), precompressIntegration(), contentTranslationReport()],
  vite: {
    plugins: [tailwindcss(), poPlugin({ compileEnglish: true })],
    // The browser editor (/admin) from its one-file build: the package's default entry splits out
    // some 350 code-highlighting chunks (18 MB) the editor's forms never use.
    resolve: {
      alias: [
        {
          find: /^@sveltia\/cms$/,
          replacement: fileURLToPath(new URL('./node_modules/@sveltia/cms/dist/sveltia-cms.mjs', import.meta.url)),
        },
      ],
    },
    define: {
      'import.meta.env.CONTACT_FORM_ENDPOINT': JSON.stringify(formEndpoint),
      'import.meta.env.MAP_TILE_URL': JSON.stringify(tileUrl),
    },
  },
  security: {
    csp: {
      directives: [
        "default-src 'self'",
        // blob: for the preview of the photo a resident attaches to a 311 request.
        // tiles of the open map (the 311 location step, staff and public maps)
        `img-src 'self' data: blob: ${tileHost}${mapsHosts}`,
        `font-src 'self'${mapsOn ? ' https://fonts.gstatic.com' : ''}`,
        // Interview clips play from the privacy-enhanced (no-cookie) embed domain, only after a click.
        'frame-src https://www.youtube-nocookie.com',
        `connect-src 'self' ${new URL(formEndpoint).origin}${mapsHosts}${firebaseAuthHosts}`,
        // The Maps API runs web workers from blob: URLs.
        mapsOn ? 'worker-src blob:' : "worker-src 'self'",
        "form-action 'self'",
        "base-uri 'self'",
        "object-src 'none'",
      ],
      ...(mapsOn
        ? {
            scriptDirective: { resources: ["'self'", 'https://maps.googleapis.com', 'https://maps.gstatic.com'] },
            styleDirective: { resources: ["'self'", 'https://fonts.googleapis.com'] },
          }
        : {}),
    },
  },
});
