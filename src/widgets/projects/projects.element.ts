import { defineWidget } from '../../kit/define-widget';
import css from './Projects.css?inline';
import { Projects } from './Projects';
import { projectsContract } from './projects.contract';

/**
 * The commune’s development projects, for the /business/projects page and partners.
 *
 * One card per project: its title, a status badge ("En cours" in green, "Planifié" in
 * yellow), a description, a progress bar with its value ("65 %"), the budget ("500 millions
 * de FCFA" / "500 million FCFA") and the period. The element has no heading of its own: the host
 * page names the list; the list itself is labelled for screen readers.
 *
 * @tag commune-projects
 * @summary The commune’s development projects with status, progress, budget and period.
 *
 * @attr {number} heading-level - 2 (default) to 6: the level of the project titles.
 *
 * @csspart list - The list of projects.
 * @csspart project - One project card.
 *
 * @cssprop [--commune-projects-gap=var(--commune-space-4)] - Space between projects.
 * @cssprop [--commune-projects-icon-background=var(--commune-color-primary-soft)] - Background of the project icons.
 */
export const CommuneProjectsElement = defineWidget(projectsContract.tag, Projects, { ...projectsContract, css: [css] });
