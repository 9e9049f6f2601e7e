import { useId, useRef } from 'react';
import { mailHref, telHref } from '../../content/commune';
import { directory, type DirectoryCategory } from '../../content/directory';
import {
  POINT_OF_INTEREST_CATEGORY_IDS,
  pointsOfInterest,
  type PointOfInterest,
  type PointOfInterestCategory,
} from '../../content/points-of-interest';
import type { PropsOf } from '../../core/contract';
import { pick } from '../../core/i18n/catalog';
import { pluralize } from '../../core/i18n/format';
import { useI18n } from '../../core/i18n/react';
import { Accordion, Heading } from '../../core/ui';
import { useHashExpansion } from '../../core/use-hash-expansion';
import { DirectoryEntries } from './Directory';
import { pointsOfInterestMessages } from './messages';
import type { pointsOfInterestContract } from './points-of-interest.contract';

export type PointsOfInterestProps = PropsOf<typeof pointsOfInterestContract.props>;

function Place({ place, headingLevel }: { place: PointOfInterest; headingLevel: number }) {
  const { t, lang } = useI18n(pointsOfInterestMessages);
  const { contact } = place;
  return (
    <li className="place" part="place">
      <Heading level={headingLevel} className="place__name">
        {pick(place.name, lang)}
      </Heading>
      {place.description && <p className="place__description">{pick(place.description, lang)}</p>}
      <dl className="place__details">
        <div className="place__detail">
          <dt>{t('label.address')}</dt>
          <dd>{pick(place.address, lang)}</dd>
        </div>
        <div className="place__detail">
          <dt>{t('label.contact')}</dt>
          <dd className="place__contact">
            <span>{pick(contact.label, lang)}</span>
            <a className="place__phone" href={telHref(contact.phone)}>
              {contact.phone}
            </a>
            {contact.email && (
              <a className="place__email" href={mailHref(contact.email)}>
                {contact.email}
              </a>
            )}
          </dd>
        </div>
        {place.openingDays && (
          <div className="place__detail">
            <dt>{t('label.openingDays')}</dt>
            <dd>{pick(place.openingDays, lang)}</dd>
          </div>
        )}
      </dl>
    </li>
  );
}

function CategoryTitle({ category }: { category: PointOfInterestCategory }) {
  const { t, lang } = useI18n(pointsOfInterestMessages);
  const count = pluralize(category.items.length, lang, { one: t('count.one'), other: t('count.other') });
  return (
    <>
      {pick(category.title, lang)}
      <span className="poi__count">{count}</span>
    </>
  );
}

/**
 * `<commune-points-of-interest>`: one category open at a time; `#health-services` (any category
 * id) in the page's URL opens that category, on load and when the fragment changes.
 */
export function PointsOfInterest({ headingLevel }: PointsOfInterestProps) {
  const { t, lang } = useI18n(pointsOfInterestMessages);
  const root = useRef<HTMLDivElement>(null);
  const [expanded, setExpanded] = useHashExpansion(POINT_OF_INTEREST_CATEGORY_IDS, root, false);
  const directoryHeadingId = useId();

  const items = pointsOfInterest.map((category) => ({
    id: category.id,
    title: <CategoryTitle category={category} />,
    content: (
      <>
        <p className="poi__intro">{pick(category.intro, lang)}</p>
        <ul className="poi__places" role="list">
          {category.items.map((place) => (
            <Place key={place.id} place={place} headingLevel={headingLevel + 1} />
          ))}
        </ul>
      </>
    ),
  }));

  return (
    <div className="poi" ref={root}>
      <section className="poi__categories" part="categories" aria-label={t('categories.label')}>
        <Accordion
          items={items}
          headingLevel={headingLevel}
          allowsMultipleExpanded={false}
          expandedKeys={expanded}
          onExpandedChange={setExpanded}
        />
      </section>

      <section className="directory" part="directory" aria-labelledby={directoryHeadingId}>
        <Heading level={headingLevel} id={directoryHeadingId} className="directory__heading">
          {t('directory.heading')}
        </Heading>
        <p className="directory__intro">{t('directory.intro')}</p>
        {directory.map((category) => (
          <DirectoryCategorySection key={category.id} category={category} headingLevel={headingLevel + 1} />
        ))}
      </section>
    </div>
  );
}

function DirectoryCategorySection({ category, headingLevel }: { category: DirectoryCategory; headingLevel: number }) {
  const { lang } = useI18n(pointsOfInterestMessages);
  const headingId = useId();
  return (
    <section className="directory__category" aria-labelledby={headingId}>
      <Heading level={headingLevel} id={headingId} className="directory__category-heading">
        {pick(category.title, lang)}
      </Heading>
      <DirectoryEntries entries={category.entries} headingLevel={headingLevel + 1} labelledBy={headingId} />
    </section>
  );
}
