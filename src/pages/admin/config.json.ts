import type { APIRoute } from 'astro';
import { getEntry } from 'astro:content';
import type { CmsConfig } from '@sveltia/cms';
import { editorCollections } from '#domain/admin/editor-collections.ts';
import { editorConfig, fileFields } from '#domain/admin/editor-config.ts';
import { fileDisagreements } from '#domain/admin/schema-agreement.ts';
import { editorContentKeys } from '#site/lib/editor-content-keys.ts';
import { offeredLanguages } from '#site/lib/site-language.ts';

/**
 * The browser editor's configuration (/admin/config.json), made at build from the content schemas
 * and the content's ids, so it is never stale; a form that would disagree with its schema stops the
 * build. docs/editing-content.md#a-the-browser-editor-at-admin
 */
export const GET: APIRoute = async () => {
  const site = (await getEntry('site', 'site'))!.data;
  const keys = await editorContentKeys();
  const problems = editorCollections(keys).flatMap((collection) =>
    collection.kind === 'files' ? collection.files.flatMap((file) => fileDisagreements(file, fileFields(file))) : [],
  );
  if (problems.length > 0)
    throw new Error(`The editor's forms disagree with the content schemas:\n${problems.join('\n')}`);
  const editor = site.contentEditor;
  // Without a repository the editor still opens, for the local folder mode only.
  const backend = editor
    ? { name: editor.backend, repo: editor.repo, branch: editor.branch, baseUrl: editor.authUrl }
    : { name: 'github' as const, repo: 'not-configured/site', branch: 'main' };
  const config = editorConfig(backend, offeredLanguages(), keys) as unknown as CmsConfig;
  return new Response(JSON.stringify(config, null, 2), { headers: { 'Content-Type': 'application/json' } });
};
