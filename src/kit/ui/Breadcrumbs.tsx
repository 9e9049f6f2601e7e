import clsx from 'clsx';
import { Breadcrumb, Breadcrumbs as AriaBreadcrumbs, Link } from 'react-aria-components';
import { useI18n } from '../../runtime/i18n/react';
import { adminMessages } from './admin-messages';
import { ChevronRightIcon } from './icons';

export interface BreadcrumbItem {
  id: string;
  label: string;
  /** Where it leads; the last item is the current page and is not a link. */
  href?: string;
}

export interface BreadcrumbsProps {
  /** From the top (« Tableau de bord ») to the current page (« Vue d’ensemble »). */
  items: readonly BreadcrumbItem[];
  /** The navigation landmark's name (default « Fil d’Ariane » / "Breadcrumbs"). */
  label?: string;
  className?: string;
}

/**
 * Where the page sits in the admin (react-aria's Breadcrumbs) in a named `nav`: links up the
 * trail, the last item marked `aria-current="page"`.
 */
export function Breadcrumbs({ items, label, className }: BreadcrumbsProps) {
  const { t } = useI18n(adminMessages);
  return (
    <nav aria-label={label ?? t('breadcrumbs.label')} className={clsx('ui-breadcrumbs', className)}>
      <AriaBreadcrumbs className="ui-breadcrumbs__list" items={items}>
        {(item) => (
          <Breadcrumb id={item.id} className="ui-breadcrumbs__item">
            {({ isCurrent }) => (
              <>
                <Link href={isCurrent ? undefined : item.href} className="ui-breadcrumbs__link">
                  {item.label}
                </Link>
                {!isCurrent && <ChevronRightIcon className="ui-breadcrumbs__separator" width={16} height={16} />}
              </>
            )}
          </Breadcrumb>
        )}
      </AriaBreadcrumbs>
    </nav>
  );
}
