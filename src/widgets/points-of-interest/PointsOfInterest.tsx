import { useId, useRef } from 'react';
import { directory, type DirectoryCategory } from '../../content/directory';
import {
  POINT_OF_INTEREST_CATEGORY_IDS,
  pointsOfInterest,
  type PointOfInterest,
  type PointOfInterestCategory,
} from '../../content/points-of-interest';
import type { PropsOf } from '../../shared/contract';
import { pick } from '../../shared/i18n/catalog';
import { pluralize } from '../../shared/i18n/format';
import { useI18n } from '../../runtime/i18n/react';
import { Accordion, Card, Heading, SectionHeading } from '../../kit/ui';
import { useHashExpansion } from '../../runtime/use-hash-expansion';
import { DirectoryEntries, EmailLink, Field, Fields, PhoneLink } from './Directory';
import { pointsOfInterestMessages } from './messages';
import type { pointsOfInterestContract } from './points-of-interest.contract';

export type PointsOfInterestProps = PropsOf<typeof pointsOfInterestContract.props>;

function Place({ place, headingLevel }: { place: PointOfInterest; headingLevel: number }) {
  const { t, lang } = useI18n(pointsOfInterestMessages);
  const { contact } = place;
  return (
    <li className="place" part="place">
      <Card headingLevel={headingLevel} heading={pick(place.name, lang)} className="place__card">
        {place.description && <p className="place__description">{pick(place.description, lang)}</p>}
        <Fields>
          <Field label={t('label.address')}>{pick(place.address, lang)}</Field>
          <Field label={t('label.contact')}>{pick(contact.label, lang)}</Field>
          <Field label={t('label.phone')}>
            <PhoneLink phone={contact.phone} />
          </Field>
          {contact.email && (
            <Field label={t('label.email')}>
              <EmailLink email={contact.email} />
            </Field>
          )}
          {place.openingDays && <Field label={t('label.openingDays')}>{pick(place.openingDays, lang)}</Field>}
        </Fields>
      </Card>
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
        <SectionHeading level={headingLevel} id={directoryHeadingId} flush>
          {t('directory.heading')}
        </SectionHeading>
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
