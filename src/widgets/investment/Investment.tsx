import { lazy, Suspense, useId, useState } from 'react';
import { investmentSectors, marketOverview, type InvestmentSector, type MarketFigure } from '../../content/investment';
import { paths } from '../../content/site-map';
import type { PropsOf } from '../../shared/contract';
import { pick } from '../../shared/i18n/catalog';
import { useI18n } from '../../runtime/i18n/react';
// The kit by module: only what this element draws goes into its chunk.
import { Button } from '../../kit/ui/Button';
import { LinkButton } from '../../kit/ui/LinkButton';
import { Card } from '../../kit/ui/Card';
import { Heading } from '../../kit/ui/Heading';
import { SectionHeading } from '../../kit/ui/SectionHeading';
import { ChevronRightIcon } from '../../kit/ui/icons';
import { formatFigure } from './figures';
import { sectorIcons } from './icons';
import type { investmentContract } from './investment.contract';
import { investmentMessages } from './messages';

export type InvestmentProps = PropsOf<typeof investmentContract.props>;

const SectorContactDialog = lazy(() => import('./SectorContactDialog'));

interface ViewProps {
  headingLevel: number;
  sectors: readonly InvestmentSector[];
}

function SectorIcon({ sector }: { sector: InvestmentSector }) {
  const Drawing = sectorIcons[sector.icon];
  return (
    <span className="sector__icon">
      <Drawing width={24} height={24} />
    </span>
  );
}

/** The home page's section: heading, the six sectors in a grid, and the way to /investir. */
function HomeView({ headingLevel, sectors }: ViewProps) {
  const { t, lang } = useI18n(investmentMessages);
  const headingId = useId();
  return (
    <section className="investment investment--home" aria-labelledby={headingId}>
      <SectionHeading level={headingLevel} id={headingId} intro={t('intro')}>
        {t('heading')}
      </SectionHeading>
      <ul className="investment__sectors" role="list" part="sectors" aria-labelledby={headingId}>
        {sectors.map((sector) => (
          <li key={sector.id} className="sector sector--tile" part="sector">
            <SectorIcon sector={sector} />
            <Heading level={headingLevel + 1} className="sector__title">
              {pick(sector.title, lang)}
            </Heading>
            <p className="sector__summary">{pick(sector.summary, lang)}</p>
          </li>
        ))}
      </ul>
      <p className="investment__more">
        <LinkButton href={paths.invest} className="investment__cta">
          {t('cta')}
          <ChevronRightIcon width={18} height={18} />
        </LinkButton>
      </p>
    </section>
  );
}

function Figures({ figures }: { figures: readonly MarketFigure[] }) {
  const { lang } = useI18n(investmentMessages);
  return (
    <dl className="investment__figures" part="figures">
      {figures.map((figure) => (
        <div key={figure.id} className="figure">
          <dt className="figure__label">{pick(figure.label, lang)}</dt>
          <dd className="figure__value">{formatFigure(figure, lang)}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The investment page: the market figures, then every sector with its opportunities. */
function FullView({ headingLevel, sectors, figures }: ViewProps & { figures: readonly MarketFigure[] }) {
  const { t, lang } = useI18n(investmentMessages);
  const overviewId = useId();
  const sectorsId = useId();
  const idPrefix = useId();
  // The dialog's code loads on the first request and stays mounted afterwards, so closing it
  // can hand focus back to the button that opened it.
  const [contact, setContact] = useState<{ sector: InvestmentSector; isOpen: boolean } | null>(null);

  return (
    <div className="investment investment--full">
      <section className="investment__overview" aria-labelledby={overviewId}>
        <SectionHeading level={headingLevel} id={overviewId}>
          {t('overview.heading')}
        </SectionHeading>
        <Figures figures={figures} />
      </section>
      <section className="investment__catalogue" aria-labelledby={sectorsId}>
        <SectionHeading level={headingLevel} id={sectorsId}>
          {t('sectors.heading')}
        </SectionHeading>
        <ul className="investment__sectors" role="list" part="sectors" aria-labelledby={sectorsId}>
          {sectors.map((sector) => {
            const title = pick(sector.title, lang);
            const opportunitiesId = `${idPrefix}-${sector.id}-opportunities`;
            return (
              <li key={sector.id} className="sector sector--card" part="sector">
                <Card
                  className="sector__card"
                  headingLevel={headingLevel + 1}
                  heading={
                    <>
                      <SectorIcon sector={sector} />
                      <span>{title}</span>
                    </>
                  }
                  footer={
                    <Button variant="secondary" className="sector__contact" onPress={() => setContact({ sector, isOpen: true })}>
                      {t('contact')}
                      <span className="visually-hidden"> {t('contact.about', { sector: title })}</span>
                    </Button>
                  }
                >
                  <p className="sector__description">{pick(sector.description, lang)}</p>
                  <p className="sector__opportunities-label" id={opportunitiesId}>
                    {t('opportunities')}
                  </p>
                  <ul className="sector__opportunities" role="list" aria-labelledby={opportunitiesId}>
                    {sector.opportunities.map((opportunity) => (
                      <li key={opportunity.fr} className="sector__opportunity">
                        {pick(opportunity, lang)}
                      </li>
                    ))}
                  </ul>
                </Card>
              </li>
            );
          })}
        </ul>
      </section>
      {contact && (
        <Suspense fallback={null}>
          <SectorContactDialog
            sector={contact.sector}
            isOpen={contact.isOpen}
            onOpenChange={(isOpen) => setContact({ sector: contact.sector, isOpen })}
          />
        </Suspense>
      )}
    </div>
  );
}

/**
 * The sectors and figures to show are passed in, so tests can render any data; `Investment`
 * gives them the commune's own.
 */
export function InvestmentView({
  variant,
  headingLevel,
  sectors,
  figures,
}: InvestmentProps & { sectors: readonly InvestmentSector[]; figures: readonly MarketFigure[] }) {
  return variant === 'full' ? (
    <FullView headingLevel={headingLevel} sectors={sectors} figures={figures} />
  ) : (
    <HomeView headingLevel={headingLevel} sectors={sectors} />
  );
}

/** `<commune-investment>`: the sectors open to investment, from src/content/investment.ts. */
export function Investment(props: InvestmentProps) {
  return <InvestmentView {...props} sectors={investmentSectors} figures={marketOverview} />;
}
