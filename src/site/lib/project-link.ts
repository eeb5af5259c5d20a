/**
 * Where a project leads in this build: its details page, or its redirect, resolved against the
 * current election cycle (a project of a past cycle keeps leading to that cycle's hub).
 */
import type { Project } from '#domain/content/schemas.ts';
import { projectHref } from '#domain/project-status.ts';
import { loadElections } from './load-election.ts';

/** @example const href = await projectLink(project); // '/elections/2025' once 2027 is current */
export async function projectLink(project: Pick<Project, 'slug' | 'redirectTo' | 'election'>): Promise<string> {
  const { current } = await loadElections();
  return projectHref(project, current.cycle);
}
