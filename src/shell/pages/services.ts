import { html } from 'lit-html';
import { paths } from '../../content/site-map';
import { definePage, pageIntro } from '../page';

const servicePaths = [
  paths.serviceAdministrative,
  paths.serviceTechnical,
  paths.serviceTax,
  paths.serviceBills,
  paths.serviceLicenses,
  paths.serviceStamp,
  paths.serviceBirthCertificate,
  paths.serviceMarriage,
] as const;

/**
 * The eight service pages (SPEC §2): the page's h1 and summary, then the service itself. The
 * service is named by the last segment of its path (`/services/stamp` → `service="stamp"`), so
 * the shell carries none of the services' content.
 */
export default definePage({
  path: servicePaths,
  view: (ctx) => html`${pageIntro(ctx)}<commune-service service=${ctx.path.slice(ctx.path.lastIndexOf('/') + 1)}></commune-service>`,
});
