import type { Localized } from '../shared/i18n/catalog';

/*
 * The site's accessibility in two values, apart from the statement (src/content/legal.ts) so
 * that the footer, which names the conformity on every page, does not carry the statement.
 */

/** The day the accessibility audit was run (axe-core on every public page, keyboard checks), an ISO day. */
export const ACCESSIBILITY_AUDIT_DATE = '2026-11-26';

/** The site's conformity with the RGAA, as the footer and the statement say it. */
export const accessibilityStatus: Localized = { fr: 'partiellement conforme', en: 'partially compliant' };
