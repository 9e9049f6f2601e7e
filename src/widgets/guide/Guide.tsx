import { useId, useRef, type MouseEvent } from 'react';
import { directoryCategory } from '../../content/directory';
import {
  GUIDE_SECTION_IDS,
  amenagementLabels,
  guideSections,
  siteClassifications,
  touristSites,
  type GuideSection,
  type TouristSite,
  type TouristSiteCategory,
} from '../../content/guide';
import type { PropsOf } from '../../shared/contract';
import { pick } from '../../shared/i18n/catalog';
import { pluralize } from '../../shared/i18n/format';
import { useI18n } from '../../runtime/i18n/react';
import { Accordion, Badge, Card, Heading, LinkButton, SectionHeading } from '../../kit/ui';
import { useHashExpansion } from '../../runtime/use-hash-expansion';
import { DirectoryEntries } from '../points-of-interest/Directory';
import type { guideContract } from './guide.contract';
import { guideMessages } from './messages';

export type GuideProps = PropsOf<typeof guideContract.props>;

/** The id of a site category's section, the target of the attractions section's links. */
const siteCategoryId = (category: TouristSiteCategory) => `sites-${category.id}`;

/** Links to the site categories further down, handled here so they work on any host page. */
function SiteCategoryLinks() {
  const { t, lang } = useI18n(guideMessages);
  const listId = useId();
  const follow = (event: MouseEvent<HTMLAnchorElement>, id: string) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const root = event.currentTarget.getRootNode() as Document | ShadowRoot;
    const section = root.getElementById(id);
    if (!section) return;
    event.preventDefault();
    const reduce = matchMedia('(prefers-reduced-motion: reduce)').matches;
    section.scrollIntoView({ block: 'start', behavior: reduce ? 'auto' : 'smooth' });
    section.querySelector<HTMLElement>('[tabindex="-1"]')?.focus({ preventScroll: true });
  };
  return (
    <>
      <p id={listId} className="guide__list-label">
        {t('attractions.list')}
      </p>
      <ul className="guide__site-links" role="list" aria-labelledby={listId}>
        {touristSites.map((category) => (
          <li key={category.id}>
            <a href={`#${siteCategoryId(category)}`} onClick={(event) => follow(event, siteCategoryId(category))}>
              {pick(category.title, lang)}
            </a>{' '}
            <span className="guide__site-count">
              ({pluralize(category.sites.length, lang, { one: t('sites.count.one'), other: t('sites.count.other') })})
            </span>
          </li>
        ))}
      </ul>
    </>
  );
}

function SectionContent({ section, headingLevel }: { section: GuideSection; headingLevel: number }) {
  const { lang } = useI18n(guideMessages);
  return (
    <div className="guide-section">
      <p className="guide-section__intro">{pick(section.intro, lang)}</p>
      {section.directory && <DirectoryEntries entries={directoryCategory(section.directory).entries} headingLevel={headingLevel} />}
      {section.listsSites && <SiteCategoryLinks />}
      {section.link && (
        <p className="guide-section__more">
          <LinkButton href={section.link.href} variant="secondary">
            {pick(section.link.label, lang)}
          </LinkButton>
        </p>
      )}
    </div>
  );
}

function Site({ site, headingLevel }: { site: TouristSite; headingLevel: number }) {
  const { t, lang } = useI18n(guideMessages);
  const classification = siteClassifications[site.classification];
  return (
    <li className="site" part="site">
      <Card headingLevel={headingLevel} heading={pick(site.name, lang)} className="site__card">
        <p className="site__classification">
          <Badge tone={classification.tone}>{pick(classification.label, lang)}</Badge>
        </p>
        <p className="site__description">{pick(site.description, lang)}</p>
        <dl className="site__facts">
          <div className="site__fact">
            <dt>
              {t('label.location')}
              <span aria-hidden="true">{t('label.separator')}</span>
            </dt>
            <dd>{pick(site.location, lang)}</dd>
          </div>
          {site.when && (
            <div className="site__fact">
              <dt>
                {t('label.when')}
                <span aria-hidden="true">{t('label.separator')}</span>
              </dt>
              <dd>{pick(site.when, lang)}</dd>
            </div>
          )}
          <div className="site__fact site__fact--amenagement">
            <dt>
              {t('label.amenagement')}
              <span aria-hidden="true">{t('label.separator')}</span>
            </dt>
            <dd>{pick(amenagementLabels[site.amenagement], lang)}</dd>
          </div>
        </dl>
      </Card>
    </li>
  );
}

function SiteCategory({ category, headingLevel }: { category: TouristSiteCategory; headingLevel: number }) {
  const { lang } = useI18n(guideMessages);
  const headingId = useId();
  return (
    <section className="sites__category" id={siteCategoryId(category)} aria-labelledby={headingId}>
      <Heading level={headingLevel} id={headingId} className="sites__category-heading" tabIndex={-1}>
        {pick(category.title, lang)}
      </Heading>
      <ul className="sites__list" role="list" aria-labelledby={headingId}>
        {category.sites.map((site) => (
          <Site key={site.id} site={site} headingLevel={headingLevel + 1} />
        ))}
      </ul>
    </section>
  );
}

/**
 * `<commune-guide>`: several sections may be open at once; `#hotels`, `#restaurants`,
 * `#attractions` or `#events` in the page's URL opens that section, on load and when the
 * fragment changes.
 */
export function Guide({ headingLevel }: GuideProps) {
  const { t, lang } = useI18n(guideMessages);
  const root = useRef<HTMLDivElement>(null);
  const [expanded, setExpanded] = useHashExpansion(GUIDE_SECTION_IDS, root, true);
  const sitesHeadingId = useId();

  const items = guideSections.map((section) => ({
    id: section.id,
    title: pick(section.title, lang),
    content: <SectionContent section={section} headingLevel={headingLevel + 1} />,
  }));

  return (
    <div className="guide" ref={root}>
      <div className="guide__sections" part="sections">
        <Accordion items={items} headingLevel={headingLevel} allowsMultipleExpanded expandedKeys={expanded} onExpandedChange={setExpanded} />
      </div>

      <section className="sites" part="sites" aria-labelledby={sitesHeadingId}>
        <SectionHeading level={headingLevel} id={sitesHeadingId} flush>
          {t('sites.heading')}
        </SectionHeading>
        <p className="sites__intro">{t('sites.intro')}</p>
        {touristSites.map((category) => (
          <SiteCategory key={category.id} category={category} headingLevel={headingLevel + 1} />
        ))}
      </section>
    </div>
  );
}
