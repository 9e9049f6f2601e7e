import { defineWidget } from '../../kit/define-widget';
import css from './Biography.css?inline';
import { Biography } from './Biography';
import { biographyContract } from './biography.contract';

/**
 * The mayor's biography, from src/content/mayor.ts, in six sections: introduction, academic
 * and professional path, political engagement, distinctions, social life and vision.
 *
 * A table of contents (« Sommaire » / "Contents", with the mayor's name and role) sits beside
 * the sections on wide screens and above them on narrow ones; its links go to
 * `#introduction`, `#academic-professional`, `#political-engagement`, `#distinctions`,
 * `#social-life` and `#vision`, scroll there and move the focus to the section's heading. The
 * element shows no heading of its own: the host page names it (the site's h1 « Biographie du
 * maire »).
 *
 * @tag commune-biography
 * @summary The mayor's biography in six sections, with a table of contents.
 *
 * @attr {number} heading-level - 2 (default) to 6: the level of the six section headings.
 *
 * @csspart toc - The table of contents beside (wide) or above (narrow) the sections.
 * @csspart section - One section of the biography.
 *
 * @cssprop [--commune-biography-gap=var(--commune-space-6)] - Space between the sections.
 * @cssprop [--commune-biography-toc-background=var(--commune-color-surface-alt)] - Background of the table of contents.
 */
export const BiographyElement = defineWidget(biographyContract.tag, Biography, { ...biographyContract, css: [css] });
