// @ts-check
import { defineConfig } from 'astro/config';
import mdx from '@astrojs/mdx';
import react from '@astrojs/react';
import tailwindcss from '@tailwindcss/vite';
import { readFileSync } from 'node:fs';
import { precompressIntegration } from './scripts/precompress.ts';

const site = JSON.parse(readFileSync(new URL('./content/site.json', import.meta.url), 'utf8')).site;
/** Build-time override of the contact provider endpoint (browser tests point it at a local fake). */
const formEndpoint = process.env.CONTACT_FORM_ENDPOINT || site.contactForm.endpoint;

export default defineConfig({
  site: site.siteUrl,
  trailingSlash: 'never',
  markdown: { syntaxHighlight: false },
  build: { format: 'directory', inlineStylesheets: 'auto' },
  integrations: [mdx(), react(), precompressIntegration()],
  vite: {
    plugins: [tailwindcss()],
    define: { 'import.meta.env.CONTACT_FORM_ENDPOINT': JSON.stringify(formEndpoint) },
  },
  security: {
    csp: {
      directives: [
        "default-src 'self'",
        "img-src 'self' data: blob:",
        "font-src 'self'",
        // Interview clips play from the privacy-enhanced (no-cookie) embed domain, only after a click.
        'frame-src https://www.youtube-nocookie.com',
        `connect-src 'self' ${new URL(formEndpoint).origin}`,
        "form-action 'self'",
        "base-uri 'self'",
        "object-src 'none'",
      ],
    },
  },
});
