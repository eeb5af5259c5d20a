/**
 * A project's content (content/projects/{slug}.mdx) on a page in a language: its translation
 * beside it (content/projects/{slug}.es.mdx, page-content.ts) when there is one; otherwise the
 * editors' English, marked (`english`, so the page sets `lang="en"` and a note). In the
 * pseudo-locale every text of the project is transformed (pseudo-content.ts), its data (slug,
 * addresses, images, order) left as is.
 */
import type { CollectionEntry } from 'astro:content';
import type { Project } from '#domain/content/schemas.ts';
import { PSEUDO_LOCALE } from '#domain/i18n/pseudo.ts';
import { projectContent, statusLabels, type StatusLabel } from './page-content.ts';
import { pseudoText, pseudoValue } from './pseudo-content.ts';

/** The fields of a project a visitor reads as text. */
const TEXT_FIELDS = [
  'title',
  'shortGoal',
  'goal',
  'description',
  'impact',
  'timeline',
  'getInvolved',
  'imageAlt',
  'partnerOrganizations',
  'supportingOrganizations',
  'fundingSources',
  'initiatives',
] as const satisfies readonly (keyof Project)[];

export interface LocalProject {
  /** The entry to render: its translation's body, or the English one. */
  entry: CollectionEntry<'projects'>;
  /** The project with its text in the page's language (or English). */
  project: Project;
  /** True when its English shows on a page in another language. */
  english: boolean;
  /** The language of its text when it differs from the page's: 'en' or undefined. */
  lang: 'en' | undefined;
  /** A status (the project's or an initiative's) as the page shows it; the stored value stays English. */
  status: (status: string) => StatusLabel;
}

/**
 * @example (await localProject(entry, 'en-XA')).project.title // '⟦Ṕŕíñçéţóñ Ĵúñçţíóñ ···⟧'
 */
export async function localProject(entry: CollectionEntry<'projects'>, lang: string): Promise<LocalProject> {
  if (lang === PSEUDO_LOCALE) {
    const project = entry.data;
    // Initiatives' statuses and icons are data to pseudoValue (translation-overlay.ts DATA_KEYS).
    const text = pseudoValue(Object.fromEntries(TEXT_FIELDS.map((field) => [field, project[field]])));
    return {
      entry,
      project: { ...project, ...text },
      english: false,
      lang: undefined,
      status: (status) => ({ label: pseudoText(status), lang: undefined }),
    };
  }
  const local = await projectContent(entry, lang);
  return {
    entry: local.entry,
    project: local.entry.data,
    english: local.english,
    lang: local.english ? 'en' : undefined,
    status: statusLabels(lang),
  };
}
