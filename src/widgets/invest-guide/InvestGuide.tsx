import { useId } from 'react';
import { commune, mailHref, offices, telHref } from '../../content/commune';
import { investGuide, type GuideItem, type InvestGuide as InvestGuideContent } from '../../content/invest-guide';
import { paths } from '../../content/site-map';
import type { PropsOf } from '../../shared/contract';
import { pick } from '../../shared/i18n/catalog';
import { useI18n } from '../../runtime/i18n/react';
import { LinkButton } from '../../kit/ui/LinkButton';
import { Heading } from '../../kit/ui/Heading';
import { SectionHeading } from '../../kit/ui/SectionHeading';
import { ChevronRightIcon } from '../../kit/ui/icons';
import { Steps } from '../../kit/ui/Steps';
import type { investGuideContract } from './invest-guide.contract';
import { investGuideMessages } from './messages';

export type InvestGuideProps = PropsOf<typeof investGuideContract.props>;

type MessageKey = keyof (typeof investGuideMessages)['fr'];

/** A titled section holding a list of titled paragraphs. */
function ItemSection({
  heading,
  items,
  headingLevel,
  part,
}: {
  heading: MessageKey;
  items: readonly GuideItem[];
  headingLevel: number;
  part: 'strengths' | 'support';
}) {
  const { t, lang } = useI18n(investGuideMessages);
  const headingId = useId();
  return (
    <section className={`guide__section guide__section--${part}`} aria-labelledby={headingId}>
      <SectionHeading level={headingLevel} id={headingId}>
        {t(heading)}
      </SectionHeading>
      <ul className="guide__items" role="list" part={part} aria-labelledby={headingId}>
        {items.map((item) => (
          <li key={item.id} className="guide__item">
            <Heading level={headingLevel + 1} className="guide__item-title">
              {pick(item.title, lang)}
            </Heading>
            <p className="guide__item-text">{pick(item.text, lang)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The guide given its content, so tests can render any. */
export function InvestGuideView({ headingLevel, guide }: InvestGuideProps & { guide: InvestGuideContent }) {
  const { t, lang } = useI18n(investGuideMessages);
  const stepsId = useId();
  const contactId = useId();
  const office = offices[guide.contactOffice];

  return (
    <div className="guide">
      <ItemSection heading="strengths.heading" items={guide.strengths} headingLevel={headingLevel} part="strengths" />
      <ItemSection heading="support.heading" items={guide.support} headingLevel={headingLevel} part="support" />

      <section className="guide__section" aria-labelledby={stepsId}>
        <SectionHeading level={headingLevel} id={stepsId}>
          {t('steps.heading')}
        </SectionHeading>
        <Steps
          className="guide__steps"
          layout="column"
          part="steps"
          aria-labelledby={stepsId}
          headingLevel={headingLevel + 1}
          steps={guide.steps.map((step) => ({ id: step.id, title: pick(step.title, lang), text: pick(step.text, lang) }))}
        />
      </section>

      <section className="guide__section guide__contact" part="contact" aria-labelledby={contactId}>
        <SectionHeading level={headingLevel} id={contactId}>
          {t('contact.heading')}
        </SectionHeading>
        <p className="contact__office">{pick(office.name, lang)}</p>
        <p className="contact__intro">{t('contact.intro')}</p>
        <dl className="contact__details">
          <div className="contact__row">
            <dt>{t('contact.phone')}</dt>
            <dd>
              <a href={telHref(office.phone)}>{office.phone}</a>
            </dd>
          </div>
          <div className="contact__row">
            <dt>{t('contact.email')}</dt>
            <dd>
              <a href={mailHref(office.email)}>{office.email}</a>
            </dd>
          </div>
          <div className="contact__row">
            <dt>{t('contact.location')}</dt>
            <dd>{pick(office.location, lang)}</dd>
          </div>
          <div className="contact__row">
            <dt>{t('contact.hours')}</dt>
            <dd>{pick(commune.officeHours, lang)}</dd>
          </div>
        </dl>
        <p className="contact__more">
          <LinkButton href={paths.investment} variant="secondary">
            {t('sectorsLink')}
            <ChevronRightIcon width={18} height={18} />
          </LinkButton>
        </p>
      </section>
    </div>
  );
}

/** `<commune-invest-guide>`: the /investir page, from src/content/invest-guide.ts. */
export function InvestGuide(props: InvestGuideProps) {
  return <InvestGuideView {...props} guide={investGuide} />;
}
