import { html } from 'lit-html';
import { paths } from '../../content/site-map';
import { definePage, pageIntro } from '../page';

const pageOf = {
  [paths.legalNotice]: 'legal-notice',
  [paths.privacy]: 'privacy',
  [paths.accessibility]: 'accessibility',
} as const;

/**
 * The pages a public body owes its readers, linked from the footer: /mentions-legales,
 * /confidentialite and /accessibilite. The page's h1 and summary, then the text in sections
 * (src/content/legal.ts).
 */
export default definePage({
  path: [paths.legalNotice, paths.privacy, paths.accessibility],
  view: (ctx) => html`${pageIntro(ctx)}<commune-legal page=${pageOf[ctx.path as keyof typeof pageOf]}></commune-legal>`,
});
