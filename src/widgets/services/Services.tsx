import { useId } from 'react';
import { serviceTiles } from '../../content/services';
import type { PropsOf } from '../../shared/contract';
import { pick } from '../../shared/i18n/catalog';
import { useI18n } from '../../runtime/i18n/react';
import { siteHref } from '../../runtime/links';
import { readQuickLink, type QuickLinkTile } from '../../features/live/quick-links';
import { useLiveItems } from '../../features/live/use-live-items';
import { SectionHeading } from '../../kit/ui';
import { serviceIcons } from './icons';
import { servicesMessages } from './messages';
import type { servicesContract } from './services.contract';

export type ServicesProps = PropsOf<typeof servicesContract.props>;

/**
 * The tiles, given their services, so tests can render any data. Each whole tile is one link
 * whose name is what it shows, label then description (« Acte de naissance Déclarer une
 * naissance… »), so speech input users can say what they see.
 */
export function ServicesView({ headingLevel, services }: Omit<ServicesProps, 'api'> & { services: readonly QuickLinkTile[] }) {
  const { t, lang } = useI18n(servicesMessages);
  const headingId = useId();

  return (
    <section className="services" aria-labelledby={headingId}>
      <SectionHeading level={headingLevel} id={headingId} intro={t('intro')}>
        {t('heading')}
      </SectionHeading>
      <ul role="list" className="services__list" part="list">
        {services.map((service) => {
          const ServiceIcon = serviceIcons[service.icon];
          return (
            <li key={service.id} className="services__item">
              <a className="service-tile" part="tile" href={siteHref(service.path)}>
                <span className="service-tile__icon">
                  <ServiceIcon />
                </span>
                <span className="service-tile__label">
                  {pick(service.label, lang)}
                </span>
                <span className="service-tile__description">
                  {pick(service.tileDescription, lang)}
                </span>
              </a>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/**
 * `<commune-services>`: the home page's service tiles, the eight bundled services at first, then
 * the quick links as published on the content server (`api`).
 */
export function Services({ api, ...props }: ServicesProps) {
  const services = useLiveItems<QuickLinkTile>(api, 'quick-links', serviceTiles, readQuickLink);
  return <ServicesView {...props} services={services} />;
}
