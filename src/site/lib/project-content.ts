/**
 * A project's content (content/projects/{slug}.mdx) on a page in a language. Projects have no
 * translation files yet: on another language's page the editors' English shows, marked
 * (`english`, so the page sets `lang="en"` and a note). In the pseudo-locale every text of the
 * project is transformed (pseudo-content.ts), its data (slug, addresses, images, order) left as is.
 */
import type { Project } from '#domain/content/schemas.ts';
import { DEFAULT_LANGUAGE } from '#domain/i18n/languages.ts';
import { PSEUDO_LOCALE } from '#domain/i18n/pseudo.ts';
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
  /** The project with its text in the page's language (or English). */
  project: Project;
  /** True when its English shows on a page in another language. */
  english: boolean;
  /** The language of its text when it differs from the page's: 'en' or undefined. */
  lang: 'en' | undefined;
  /** A status (the project's or an initiative's) as the page shows it; the stored value stays English. */
  status: (status: string) => string;
}

/**
 * @example localProject(project, 'en-XA').project.title // '⟦Ṕŕíñçéţóñ Ĵúñçţíóñ ···⟧'
 */
export function localProject(project: Project, lang: string): LocalProject {
  if (lang === PSEUDO_LOCALE) {
    // Initiatives' statuses and icons are data to pseudoValue (translation-overlay.ts DATA_KEYS).
    const text = pseudoValue(Object.fromEntries(TEXT_FIELDS.map((field) => [field, project[field]])));
    return {
      project: { ...project, ...text },
      english: false,
      lang: undefined,
      status: pseudoText,
    };
  }
  const english = lang !== DEFAULT_LANGUAGE;
  return { project, english, lang: english ? 'en' : undefined, status: (status) => status };
}
