import { describe, expect, it } from 'vitest';
import { services } from '../../content/service-pages';
import { paths } from '../../content/site-map';
import servicesPage from './services';

describe('the service pages', () => {
  it('serve the eight service paths', () => {
    expect([...servicesPage.path].sort()).toEqual(
      [
        paths.serviceAdministrative,
        paths.serviceTechnical,
        paths.serviceTax,
        paths.serviceBills,
        paths.serviceLicenses,
        paths.serviceStamp,
        paths.serviceBirthCertificate,
        paths.serviceMarriage,
      ].sort(),
    );
  });

  it('show on each path the service of that path', () => {
    for (const service of services) {
      const view = servicesPage.view({ lang: 'fr', path: service.path, heading: service.label.fr, summary: 'Résumé' });
      expect(view.strings.join('')).toContain('<commune-service service=');
      expect(view.values, service.id).toContain(service.id);
    }
  });
});
