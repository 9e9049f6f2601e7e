import { defineWidget } from '../../kit/define-widget';
import css from './Legal.css?inline';
import { Legal } from './Legal';
import { legalContract } from './legal.contract';

/**
 * The pages a public body owes its readers, from src/content/legal.ts, in French or English:
 * the legal notice (publisher, publication director, host, contact, reuse), what the site keeps
 * about its readers and for how long (Cameroon's law n° 2024/017), or the accessibility
 * statement (conformity, what is not accessible, reporting a barrier, the right of appeal).
 *
 * Each section is a `<section>` named by its heading; its id is its fragment
 * (`/accessibilite#voies-de-recours`). The contacts are `tel:` and `mailto:` links. The element
 * shows no heading of its own: the host page names it (the site's h1 « Mentions légales »).
 *
 * @tag commune-legal
 * @summary The legal notice, the privacy page or the accessibility statement, in sections.
 *
 * @attr {"legal-notice" | "privacy" | "accessibility"} page - Which text (default `legal-notice`).
 * @attr {number} heading-level - 2 (default) to 6: the level of the sections' headings.
 *
 * @csspart section - One section of the text, with its heading.
 * @csspart updated - The line saying when the text was last updated.
 *
 * @cssprop [--commune-legal-gap=var(--commune-space-6)] - Space between the sections.
 * @cssprop [--commune-legal-facts-background=var(--commune-color-surface-alt)] - Background of the boxes of named facts.
 */
export const LegalElement = defineWidget(legalContract.tag, Legal, { ...legalContract, css: [css] });
