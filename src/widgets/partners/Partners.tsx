import { useId } from 'react';
import { featuredPartners, partners as allPartners, type Partner } from '../../content/partners';
import { paths } from '../../content/site-map';
import type { PropsOf } from '../../shared/contract';
import { pick } from '../../shared/i18n/catalog';
import { useI18n } from '../../runtime/i18n/react';
import { siteHref } from '../../runtime/links';
import { ArrowRightIcon, Carousel, Heading, LinkButton, SectionHeading } from '../../kit/ui';
import { PARTNER_INTERVAL_MS, PARTNERS_PER_VIEW } from './constants';
import { partnersMessages } from './messages';
import type { partnersContract } from './partners.contract';

export type PartnersProps = PropsOf<typeof partnersContract.props>;

function Logo({ partner, decorative }: { partner: Partner; decorative?: boolean }) {
  const { lang } = useI18n(partnersMessages);
  const { src, width, height, alt } = partner.logo;
  return (
    <img
      className="partner__logo"
      src={siteHref(src)}
      width={width}
      height={height}
      alt={decorative ? '' : pick(alt, lang)}
      loading="lazy"
      decoding="async"
    />
  );
}

/**
 * The partners, given their lists, so tests can render any data. `carousel`: every partner's
 * logo, three at a time, moving on by itself; `list`: the featured ones with what they do, their
 * names one heading each (the logo beside the name is then decorative).
 */
export function PartnersView({
  variant,
  headingLevel,
  carouselPartners,
  listedPartners,
}: PartnersProps & { carouselPartners: readonly Partner[]; listedPartners: readonly Partner[] }) {
  const { t, lang } = useI18n(partnersMessages);
  const headingId = useId();

  if (variant === 'list') {
    return (
      <div className="partners partners--list">
        <ul className="partners__list" role="list" part="list" aria-label={t('list.label')}>
          {listedPartners.map((partner) => {
            const name = pick(partner.name, lang);
            const fullName = pick(partner.fullName, lang);
            return (
              <li key={partner.id} className="partner" part="item">
                <Logo partner={partner} decorative />
                <div className="partner__text">
                  <Heading level={headingLevel} className="partner__name">
                    {name}
                  </Heading>
                  {fullName !== name && <p className="partner__full-name">{fullName}</p>}
                  <p className="partner__description">{pick(partner.description, lang)}</p>
                </div>
              </li>
            );
          })}
        </ul>
      </div>
    );
  }

  return (
    <div className="partners partners--carousel">
      <SectionHeading level={headingLevel} id={headingId} intro={t('intro')}>
        {t('heading')}
      </SectionHeading>
      <Carousel
        aria-labelledby={headingId}
        perView={PARTNERS_PER_VIEW}
        step="page"
        align="start"
        loop
        autoplay={{ intervalMs: PARTNER_INTERVAL_MS }}
        previousLabel={t('previous')}
        nextLabel={t('next')}
      >
        {carouselPartners.map((partner) => (
          <div key={partner.id} className="partners__tile" part="item">
            <Logo partner={partner} />
          </div>
        ))}
      </Carousel>
      <p className="partners__more">
        <LinkButton href={paths.partners} variant="secondary">
          {t('more')}
          <ArrowRightIcon />
        </LinkButton>
      </p>
    </div>
  );
}

/** `<commune-partners>`: the commune's partners, from src/content/partners.ts. */
export function Partners(props: PartnersProps) {
  return <PartnersView {...props} carouselPartners={allPartners} listedPartners={featuredPartners} />;
}
