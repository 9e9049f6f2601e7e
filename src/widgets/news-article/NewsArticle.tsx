import { useId, useRef, useState, useSyncExternalStore } from 'react';
import { flashNews, type FlashNewsItem } from '../../content/flash-news';
import { newsExcerpt, newsParagraphs, newsPath, newsText } from '../../content/news-pages';
import { paths } from '../../content/site-map';
import type { PropsOf } from '../../shared/contract';
import { pick } from '../../shared/i18n/catalog';
import type { Lang } from '../../shared/lang';
import { DATE_PATTERN, useFormatDate } from '../../runtime/i18n/dates';
import { useI18n } from '../../runtime/i18n/react';
import { siteHref } from '../../runtime/links';
import { readNews } from '../../features/live/news';
import { useLiveItems } from '../../features/live/use-live-items';
import { Button, Heading, MailIcon } from '../../kit/ui';
import { ChevronLeftIcon, ChevronRightIcon } from '../../kit/ui/icons';
import { newestFirst } from '../flash-info/format';
import { SocialIcon } from '../footer/icons';
import type { newsArticleContract } from './news-article.contract';
import { newsArticleMessages } from './messages';
import { shareLinks } from './share';

export type NewsArticleProps = PropsOf<typeof newsArticleContract.props>;

const isAbsolute = (url: string) => /^https?:\/\//i.test(url);

/**
 * The address to share: `url` when given, else the item's page (absolute on a partner's page).
 * A relative one (a page written without knowing its origin) is made absolute once mounted,
 * after hydration, so the server's HTML and the first render agree.
 */
function useShareUrl(url: string, path: string, lang: Lang): string {
  const given = url.trim() || siteHref(lang === 'fr' ? path : `${path}?lang=${lang}`);
  // The server's snapshot (none) during hydration, then the page's address.
  const base = useSyncExternalStore(noChanges, pageAddress, noAddress);
  return isAbsolute(given) || !base ? given : new URL(given, base).href;
}

const noChanges = () => () => {};
const pageAddress = () => location.href;
const noAddress = () => undefined;

function CopyLink({ url }: { url: string }) {
  const { t } = useI18n(newsArticleMessages);
  const fieldId = useId();
  const field = useRef<HTMLInputElement>(null);
  const [outcome, setOutcome] = useState<'done' | 'failed'>();

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setOutcome('done');
    } catch {
      // No Clipboard API (a page over plain HTTP) or no permission: the older way, from the field.
      field.current?.select();
      let copied = false;
      try {
        copied = document.execCommand('copy');
      } catch {
        copied = false;
      }
      setOutcome(copied ? 'done' : 'failed');
    }
  };

  return (
    <div className="news-share__copy">
      <label htmlFor={fieldId} className="news-share__label">
        {t('copy.label')}
      </label>
      <div className="news-share__row">
        <input
          ref={field}
          id={fieldId}
          className="news-share__field"
          type="url"
          readOnly
          value={url}
          onFocus={(event) => event.currentTarget.select()}
        />
        <Button variant="secondary" className="news-share__button" onPress={() => void copy()}>
          {t('copy.button')}
        </Button>
      </div>
      <p className="news-share__status" role="status">
        {outcome && t(outcome === 'done' ? 'copy.done' : 'copy.failed')}
      </p>
    </div>
  );
}

function Share({ item, url, headingLevel }: { item: FlashNewsItem; url: string; headingLevel: number }) {
  const { t, lang } = useI18n(newsArticleMessages);
  const headingId = useId();
  const links = shareLinks({ title: pick(item.title, lang), url, excerpt: newsExcerpt(newsText(item, lang)) });
  return (
    <section className="news-share" aria-labelledby={headingId} part="share">
      <Heading level={headingLevel} id={headingId} className="news-share__heading">
        {t('share.heading')}
      </Heading>
      <ul className="news-share__links" role="list">
        <li>
          <a className="ui-button ui-button--secondary news-share__link" href={links.whatsapp}>
            <SocialIcon network="whatsapp" />
            <span>
              <span className="visually-hidden">{t('share.on')} </span>WhatsApp
            </span>
          </a>
        </li>
        <li>
          <a className="ui-button ui-button--secondary news-share__link" href={links.facebook}>
            <SocialIcon network="facebook" />
            <span>
              <span className="visually-hidden">{t('share.on')} </span>Facebook
            </span>
          </a>
        </li>
        <li>
          <a className="ui-button ui-button--secondary news-share__link" href={links.email}>
            <MailIcon width={20} height={20} />
            <span>
              <span className="visually-hidden">{t('share.byEmail')} </span>
              {t('share.email')}
            </span>
          </a>
        </li>
      </ul>
      <CopyLink url={url} />
    </section>
  );
}

function PagerLink({ item, rel }: { item: FlashNewsItem; rel: 'prev' | 'next' }) {
  const { t, lang } = useI18n(newsArticleMessages);
  const formatDate = useFormatDate();
  return (
    <a className={`news-pager__link news-pager__link--${rel}`} href={siteHref(newsPath(item))} rel={rel}>
      <span className="news-pager__direction">
        {rel === 'prev' && <ChevronLeftIcon width={18} height={18} aria-hidden="true" />}
        {t(rel === 'prev' ? 'pager.previous' : 'pager.next')}
        {rel === 'next' && <ChevronRightIcon width={18} height={18} aria-hidden="true" />}
      </span>
      <span className="news-pager__title">{pick(item.title, lang)}</span>
      <time className="news-pager__date" dateTime={item.date}>
        {formatDate(item.date, DATE_PATTERN)}
      </time>
    </a>
  );
}

/**
 * `<commune-news-article>`: one news item in full — its title, date, picture and text — then
 * the links to share it and the items published before and after it. Reads the news as
 * published (the server writes them into the page), the bundled news at first elsewhere.
 */
export function NewsArticle({ newsId, url, headingLevel, api }: NewsArticleProps) {
  const { t, lang } = useI18n(newsArticleMessages);
  const formatDate = useFormatDate();
  const titleId = useId();
  const news = newestFirst(useLiveItems<FlashNewsItem>(api, 'news', flashNews, readNews, { sameId: true }));
  const index = news.findIndex((item) => item.id === newsId);
  const item = news[index];
  const shareUrl = useShareUrl(url, item ? newsPath(item) : paths.flashNews, lang);
  const back = (
    <p className="news-article__back">
      <a href={siteHref(paths.flashNews)}>
        <ChevronLeftIcon width={18} height={18} aria-hidden="true" />
        {t('back')}
      </a>
    </p>
  );

  if (!item) {
    return (
      <div className="news-missing">
        <Heading level={headingLevel} className="news-article__heading">
          {t('missing.heading')}
        </Heading>
        <p>{t('missing.text')}</p>
        {back}
      </div>
    );
  }

  // Newest first: the item after this one was published before it.
  const previous = news[index + 1];
  const next = news[index - 1];
  const image = item.image;
  return (
    <article className="news-article" aria-labelledby={titleId}>
      {back}
      <header className="news-article__header">
        <Heading level={headingLevel} id={titleId} className="news-article__heading" part="heading">
          {pick(item.title, lang)}
        </Heading>
        <p className="news-article__date">
          <time dateTime={item.date}>{formatDate(item.date, DATE_PATTERN)}</time>
        </p>
      </header>
      {image && (
        <img
          className="news-article__image"
          part="image"
          src={siteHref(image.src)}
          alt={pick(image.alt, lang)}
          width={image.width}
          height={image.height}
          decoding="async"
        />
      )}
      <div className="news-article__text" part="text">
        {newsParagraphs(newsText(item, lang)).map((paragraph, position) => (
          <p key={position}>{paragraph}</p>
        ))}
      </div>
      <Share item={item} url={shareUrl} headingLevel={headingLevel + 1} />
      {(previous || next) && (
        <nav className="news-pager" aria-label={t('pager.label')} part="pager">
          {previous && <PagerLink item={previous} rel="prev" />}
          {next && <PagerLink item={next} rel="next" />}
        </nav>
      )}
    </article>
  );
}
