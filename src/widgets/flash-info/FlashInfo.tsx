import { useId } from 'react';
import { flashNews, type FlashNewsItem } from '../../content/flash-news';
import { newsPath } from '../../content/news-pages';
import { paths } from '../../content/site-map';
import type { PropsOf } from '../../shared/contract';
import { interpolate, pick } from '../../shared/i18n/catalog';
import { DATE_PATTERN, useFormatDate } from '../../runtime/i18n/dates';
import { formatLargeAmount } from '../../shared/i18n/format';
import { useI18n } from '../../runtime/i18n/react';
import { siteHref } from '../../runtime/links';
import { readNews } from '../../features/live/news';
import { useLiveItems } from '../../features/live/use-live-items';
import { ArrowRightIcon, Card, Carousel, LinkButton, SectionHeading } from '../../kit/ui';
import type { flashInfoContract } from './flash-info.contract';
import { newestFirst } from './format';
import { flashInfoMessages } from './messages';

export type FlashInfoProps = PropsOf<typeof flashInfoContract.props>;

/** SPEC §4: one card per view, two at medium width, three at large (the carousel's own width). */
export const FLASH_INFO_PER_VIEW = { base: 1, md: 2, lg: 3 } as const;

/** The neutral picture of a news item published without an image: the cards of a row stay alike. */
export const NEWS_PLACEHOLDER = { src: '/images/flash-news/placeholder.svg', width: 640, height: 400, alt: '' } as const;

function NewsCard({ item, headingLevel }: { item: FlashNewsItem; headingLevel: number }) {
  const { lang } = useI18n(flashInfoMessages);
  const formatDate = useFormatDate();
  const description = pick(item.description, lang);
  return (
    <div className="flash-info__item" part="item">
      <Card
        className="flash-news"
        headingLevel={headingLevel}
        heading={
          <a className="flash-news__link" href={siteHref(newsPath(item))}>
            {pick(item.title, lang)}
          </a>
        }
        image={item.image ? { ...item.image, alt: pick(item.image.alt, lang) } : NEWS_PLACEHOLDER}
        eyebrow={<time dateTime={item.date}>{formatDate(item.date, DATE_PATTERN)}</time>}
      >
        <p className="flash-news__description">
          {item.amount === undefined ? description : interpolate(description, { amount: formatLargeAmount(item.amount, lang) })}
        </p>
      </Card>
    </div>
  );
}

/**
 * The news, given its items, so tests can render any data. `carousel` has its own heading, which
 * names the carousel, and card titles one level below; `grid` leaves the heading to the host
 * page and its card titles use `headingLevel` itself.
 */
export function FlashInfoView({ items, variant, headingLevel }: Omit<FlashInfoProps, 'api'> & { items: readonly FlashNewsItem[] }) {
  const { t } = useI18n(flashInfoMessages);
  const headingId = useId();
  const news = newestFirst(items);

  if (variant === 'grid') {
    return (
      <div className="flash-info flash-info--grid">
        <ul className="flash-info__grid" role="list" part="list" aria-label={t('list.label')}>
          {news.map((item) => (
            <li key={item.id} className="flash-info__cell">
              <NewsCard item={item} headingLevel={headingLevel} />
            </li>
          ))}
        </ul>
      </div>
    );
  }

  return (
    <div className="flash-info flash-info--carousel">
      <SectionHeading level={headingLevel} id={headingId} intro={t('intro')}>
        {t('heading')}
      </SectionHeading>
      <Carousel aria-labelledby={headingId} perView={FLASH_INFO_PER_VIEW} step="item" align="start" loop previousLabel={t('previous')} nextLabel={t('next')}>
        {news.map((item) => (
          <NewsCard key={item.id} item={item} headingLevel={headingLevel + 1} />
        ))}
      </Carousel>
      <p className="flash-info__more">
        <LinkButton href={paths.flashNews} variant="secondary">
          {t('viewAll')}
          <ArrowRightIcon />
        </LinkButton>
      </p>
    </div>
  );
}

/**
 * `<commune-flash-info>`: the commune's news in brief, from src/content/flash-news.ts at first,
 * then as published on the content server (`api`).
 */
export function FlashInfo({ api, ...props }: FlashInfoProps) {
  // Each card links to its item's page, whose address holds the item's id: ids must be the server's.
  const items = useLiveItems<FlashNewsItem>(api, 'news', flashNews, readNews, { sameId: true });
  return <FlashInfoView {...props} items={items} />;
}
