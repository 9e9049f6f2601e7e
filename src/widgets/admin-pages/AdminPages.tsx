import { useId, useMemo } from 'react';
import { pageTitles } from '../../content/page-titles';
import { paths } from '../../content/site-map';
import { matchesQuery, useAdminStore } from '../../admin/store';
import type { PropsOf } from '../../shared/contract';
import { pick, type Localized } from '../../shared/i18n/catalog';
import { pluralize } from '../../shared/i18n/format';
import { useI18n } from '../../runtime/i18n/react';
import type { Lang } from '../../runtime/store';
import { Table, type TableColumn } from '../../kit/ui/admin';
import { ScreenHeader } from '../../admin/ScreenHeader';
import { ExternalLinkIcon } from '../../kit/ui/admin-icons';
import { siteHref } from '../../runtime/links';
import type { adminPagesContract } from './admin-pages.contract';
import { adminPagesMessages } from './messages';
import { publicPageRows, type PageRow } from './site-pages';

export type AdminPagesProps = PropsOf<typeof adminPagesContract.props>;

/** A page's name and description in one language, marked as that language for screen readers. */
function PageText({ row, lang }: { row: PageRow; lang: Lang }) {
  return (
    <div className="page-text" lang={lang}>
      <span className="page-text__title">{row.page.title[lang]}</span>
      <span className="page-text__description">{row.page.description[lang]}</span>
    </div>
  );
}

/**
 * Every public page of the site (src/content/pages.ts) in a sortable table: its title and
 * description in French and in English, its section and its address, which opens the page in
 * a new tab. The header's search filters the rows.
 */
export function AdminPages({ headingLevel }: AdminPagesProps) {
  const { t, lang } = useI18n(adminPagesMessages);
  const headingId = useId();
  const query = useAdminStore((state) => state.query);
  const rows = useMemo(() => publicPageRows(), []);
  const sectionName = (row: PageRow) => (row.section.label ? pick(row.section.label, lang) : t(row.section.id === 'home' ? 'section.home' : 'section.other'));
  const texts = (text: Localized) => [text.fr, text.en];
  const shown = rows.filter((row) =>
    matchesQuery(query, [...texts(row.page.title), ...texts(row.page.description), row.page.path, sectionName(row)]),
  );

  const columns: TableColumn<PageRow>[] = [
    { id: 'fr', label: t('column.fr'), cell: (row) => <PageText row={row} lang="fr" />, sortValue: (row) => row.page.title.fr },
    { id: 'en', label: t('column.en'), cell: (row) => <PageText row={row} lang="en" />, sortValue: (row) => row.page.title.en },
    { id: 'section', label: t('column.section'), cell: sectionName, sortValue: (row) => row.sectionOrder },
    {
      id: 'path',
      label: t('column.path'),
      cell: (row) => (
        <a className="page-link" href={siteHref(row.page.path)} target="_blank" rel="noopener">
          <span className="page-link__path">{row.page.path}</span>
          <ExternalLinkIcon className="page-link__icon" width={16} height={16} />
          <span className="visually-hidden"> {t('newTab')}</span>
        </a>
      ),
      sortValue: (row) => row.page.path,
    },
  ];

  const total = pluralize(rows.length, lang, { one: t('count.one'), other: t('count.other') });
  return (
    <section className="admin-pages" aria-labelledby={headingId}>
      <ScreenHeader heading={pageTitles[paths.adminPages][lang]} headingLevel={headingLevel} headingId={headingId} intro={t('intro')} />
      <p className="admin-pages__count" role="status">
        {shown.length === rows.length ? total : t('count.filtered', { shown: shown.length, total })}
      </p>
      <div part="table">
        <Table
          aria-label={t('table.label')}
          columns={columns}
          rows={shown}
          defaultSortDescriptor={{ column: 'section', direction: 'ascending' }}
          emptyMessage={t('noMatch', { query: query.trim() })}
        />
      </div>
    </section>
  );
}
