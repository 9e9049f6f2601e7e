import { lazy, Suspense, useId, useState } from 'react';
import { mailHref, telHref } from '../../content/commune';
import { tourism as tourismPage, type TourismPage, type TouristSite } from '../../content/tourism';
import type { PropsOf } from '../../shared/contract';
import { pick } from '../../shared/i18n/catalog';
import { useI18n } from '../../runtime/i18n/react';
import { siteHref } from '../../runtime/links';
import { Button, Card, Heading, SectionHeading } from '../../kit/ui';
import { ClockIcon, MailIcon, MapPinIcon, PhoneIcon } from '../../kit/ui/icons';
import { tourismMessages } from './messages';
import type { tourismContract } from './tourism.contract';

// The dialog's code loads the first time a visitor opens it, not with the page.
const TourismContactDialog = lazy(() => import('./TourismContactDialog'));

export type TourismProps = PropsOf<typeof tourismContract.props>;

/** Which dialog is open: booking the experience, or contacting the office. */
type OpenDialog = 'reserve' | 'contact' | null;

function SiteCard({ site, headingLevel }: { site: TouristSite; headingLevel: number }) {
  const { t, lang } = useI18n(tourismMessages);
  return (
    <Card
      className="site"
      headingLevel={headingLevel}
      heading={pick(site.name, lang)}
      eyebrow={t(site.kind === 'natural' ? 'kind.natural' : 'kind.cultural')}
      image={{ ...site.image, alt: pick(site.image.alt, lang) }}
    >
      <p className="site__description">{pick(site.description, lang)}</p>
      <ul className="site__tags" role="list" aria-label={t('site.activities')}>
        {site.activities.map((activity) => (
          <li key={activity.fr} className="site__tag">
            {pick(activity, lang)}
          </li>
        ))}
      </ul>
      <p className="site__fact">
        <MapPinIcon className="site__icon" width={18} height={18} />
        <span>
          <span className="visually-hidden">{t('site.location')} </span>
          {pick(site.location, lang)}
        </span>
      </p>
      {site.when && (
        <p className="site__fact">
          <ClockIcon className="site__icon" width={18} height={18} />
          <span>
            <span className="visually-hidden">{t('site.when')} </span>
            {pick(site.when, lang)}
          </span>
        </p>
      )}
    </Card>
  );
}

/** The tourism page given its content, so tests can render any data. */
export function TourismView({ content, headingLevel }: TourismProps & { content: TourismPage }) {
  const { t, lang, formatAmount } = useI18n(tourismMessages);
  const heroId = useId();
  const sitesId = useId();
  const experienceId = useId();
  const contactId = useId();
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const { hero, sites, experience, contact } = content;
  const subLevel = headingLevel + 1;

  const dialogOffice = dialog === 'reserve' ? experience.office : contact.office;
  const dialogIntro = dialog === 'reserve' ? t('reserve.intro', { title: pick(experience.title, lang) }) : t('contact.intro');
  // Booking names what the visitor asked for, and the office in its details; the contact dialog is the office's own.
  const dialogTitle = dialog === 'reserve' ? t('experience.reserve') : undefined;

  return (
    <div className="tourism">
      <section className="tourism__hero" part="hero" aria-labelledby={heroId}>
        <div className="tourism__hero-text">
          <Heading level={headingLevel} id={heroId} className="tourism__hero-title">
            {pick(hero.title, lang)}
          </Heading>
          <p className="tourism__lead">{pick(hero.lead, lang)}</p>
        </div>
        {/* At the top of the page, in view at once: not lazy. */}
        <img
          className="tourism__hero-image"
          src={siteHref(hero.image.src)}
          width={hero.image.width}
          height={hero.image.height}
          alt={pick(hero.image.alt, lang)}
          decoding="async"
        />
      </section>

      <section className="tourism__sites" aria-labelledby={sitesId}>
        <SectionHeading level={headingLevel} id={sitesId} flush>
          {t('sites.heading')}
        </SectionHeading>
        <p className="tourism__intro">{t('sites.intro')}</p>
        <ul className="tourism__grid" role="list" part="sites">
          {sites.map((site) => (
            <li key={site.id}>
              <SiteCard site={site} headingLevel={subLevel} />
            </li>
          ))}
        </ul>
      </section>

      <section className="experience" part="experience" aria-labelledby={experienceId}>
        <div className="experience__main">
          <SectionHeading level={headingLevel} id={experienceId} flush>
            {pick(experience.title, lang)}
          </SectionHeading>
          <p className="experience__eyebrow">{t('experience.eyebrow')}</p>
          <p className="experience__description">{pick(experience.description, lang)}</p>
          <dl className="experience__facts">
            <div>
              <dt>{t('experience.duration')}</dt>
              <dd>{pick(experience.duration, lang)}</dd>
            </div>
            <div>
              <dt>{t('experience.price')}</dt>
              <dd>{t('experience.pricePerPerson', { amount: formatAmount(experience.pricePerPerson) })}</dd>
            </div>
          </dl>
          <Heading level={subLevel} className="experience__subheading">
            {t('experience.included')}
          </Heading>
          <ul className="experience__included">
            {experience.included.map((item) => (
              <li key={item.fr}>{pick(item, lang)}</li>
            ))}
          </ul>
        </div>
        <div className="experience__booking">
          <Heading level={subLevel} className="experience__subheading">
            {t('experience.booking')}
          </Heading>
          <p className="experience__office">{pick(experience.office.name, lang)}</p>
          <dl className="experience__contact">
            <div>
              <dt>
                <PhoneIcon width={18} height={18} />
                {t('experience.phone')}
              </dt>
              <dd>
                <a href={telHref(experience.office.phone)}>{experience.office.phone}</a>
              </dd>
            </div>
            <div>
              <dt>
                <MailIcon width={18} height={18} />
                {t('experience.email')}
              </dt>
              <dd>
                <a href={mailHref(experience.office.email)}>{experience.office.email}</a>
              </dd>
            </div>
          </dl>
          <Button className="experience__reserve" onPress={() => setDialog('reserve')}>
            {t('experience.reserve')}
          </Button>
        </div>
      </section>

      <section className="tourism__contact" part="contact" aria-labelledby={contactId}>
        <SectionHeading level={headingLevel} id={contactId} flush>
          {pick(contact.title, lang)}
        </SectionHeading>
        <p>{pick(contact.text, lang)}</p>
        <p>
          <Button variant="secondary" onPress={() => setDialog('contact')}>
            {t('contact.button')}
          </Button>
        </p>
      </section>

      {dialog && (
        <Suspense fallback={null}>
          <TourismContactDialog office={dialogOffice} title={dialogTitle} intro={dialogIntro} onClose={() => setDialog(null)} />
        </Suspense>
      )}
    </div>
  );
}

/** `<commune-tourism>`: the tourism page, from src/content/tourism.ts. */
export function Tourism(props: TourismProps) {
  return <TourismView {...props} content={tourismPage} />;
}
